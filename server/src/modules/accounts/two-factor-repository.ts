import type { Kysely } from 'kysely';
import { SecretBox } from '../../auth/secret-box.js';
import { fromDbTimestamp, toDbBoolean, type Database } from '../../db/database.js';

type Db = Kysely<Database>;

export interface TwoFactorState {
  /** Null while two-factor sign-in is off. */
  secret: string | null;
  lastStep: number | null;
  lockedUntil: string | null;
}

/** Wrong codes in a row that lock the code step, and for how long. */
export const LOCK_AFTER_FAILURES = 6;
export const LOCK_MS = 15 * 60 * 1000;

/** What a TOTP secret is sealed for: its user, so a sealed value moved to another row does not open. */
const contextOf = (userId: number) => `totp:${userId}`;

/**
 * A user's TOTP secret, the codes they used and the recovery codes they hold. The secret is
 * stored sealed (`SecretBox`) and answered in clear.
 */
export class TwoFactorRepository {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
  ) {}

  private openSecret(sealed: string, userId: number): string {
    try {
      return this.box.open(sealed, contextOf(userId));
    } catch (error) {
      throw new Error(`The two-factor secret of user ${userId} does not open: SECRET_KEY is not the one it was sealed with, or the value was copied from another user`, { cause: error });
    }
  }

  /** Seals every secret stored in clear (by a version before secrets were sealed); answers how many. */
  async sealSecretsInClear(): Promise<number> {
    const rows = await this.db.selectFrom('users').select(['user_id', 'totp_secret']).where('totp_secret', 'not like', 'v1.%').execute();
    let sealed = 0;
    for (const { user_id: userId, totp_secret: secret } of rows) {
      if (secret === null || SecretBox.isSealed(secret)) continue;
      await this.db
        .updateTable('users')
        .set({ totp_secret: this.box.seal(secret, contextOf(userId)) })
        .where('user_id', '=', userId)
        .where('totp_secret', '=', secret)
        .execute();
      sealed += 1;
    }
    return sealed;
  }

  async stateOf(userId: number, db: Db = this.db): Promise<TwoFactorState | undefined> {
    const row = await db
      .selectFrom('users')
      .select(['totp_secret', 'totp_last_step', 'totp_locked_until'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return (
      row && {
        secret: row.totp_secret === null ? null : this.openSecret(row.totp_secret, userId),
        lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
        lockedUntil: row.totp_locked_until === null ? null : fromDbTimestamp(row.totp_locked_until),
      }
    );
  }

  /**
   * Turns it on with the secret the user proved at `step`, and the hashes of their recovery codes;
   * answers false when it was on already (two confirmations at once).
   */
  async enable(userId: number, secret: string, step: number, codeHashes: string[], now: string, db: Db): Promise<boolean> {
    const result = await db
      .updateTable('users')
      .set({ totp_secret: this.box.seal(secret, contextOf(userId)), totp_last_step: step, totp_failures: 0, totp_locked_until: null, two_factor_enabled: toDbBoolean(true), two_factor_due_at: null, updated_at: now })
      .where('user_id', '=', userId)
      .where('totp_secret', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await db.insertInto('recovery_codes').values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash }))).execute();
    return true;
  }

  /** Turns it off and forgets the secret and the recovery codes. */
  async disable(userId: number, now: string, db: Db): Promise<void> {
    await db
      .updateTable('users')
      .set({ totp_secret: null, totp_last_step: null, totp_failures: 0, totp_locked_until: null, two_factor_enabled: toDbBoolean(false), updated_at: now })
      .where('user_id', '=', userId)
      .execute();
    await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  }

  /**
   * Takes `step` as the last one used, unless a code of it or a later one was accepted first
   * (the same code sent twice at once): answers whether this call was the one.
   */
  async useStep(userId: number, step: number, db: Db = this.db): Promise<boolean> {
    const result = await db
      .updateTable('users')
      .set({ totp_last_step: step, totp_failures: 0 })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Uses up a recovery code; answers how many are left, or undefined when it was not one of them. */
  async useRecoveryCode(userId: number, codeHash: string, db: Db = this.db): Promise<number | undefined> {
    const used = await db.deleteFrom('recovery_codes').where('user_id', '=', userId).where('code_hash', '=', codeHash).executeTakeFirst();
    if (Number(used.numDeletedRows) !== 1) return undefined;
    await db.updateTable('users').set({ totp_failures: 0 }).where('user_id', '=', userId).execute();
    const left = await db.selectFrom('recovery_codes').select((eb) => eb.fn.countAll<number | string>().as('left')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(left.left);
  }

  /** Counts a wrong code; the sixth in a row locks the code step. Answers the lock's end, if it locked. */
  async recordFailure(userId: number, now: Date): Promise<string | undefined> {
    const row = await this.db
      .updateTable('users')
      .set((eb) => ({ totp_failures: eb('totp_failures', '+', 1) }))
      .where('user_id', '=', userId)
      .returning('totp_failures')
      .executeTakeFirst();
    if (!row || row.totp_failures < LOCK_AFTER_FAILURES) return undefined;
    const lockedUntil = new Date(now.getTime() + LOCK_MS).toISOString();
    await this.db.updateTable('users').set({ totp_failures: 0, totp_locked_until: lockedUntil }).where('user_id', '=', userId).execute();
    return lockedUntil;
  }
}
