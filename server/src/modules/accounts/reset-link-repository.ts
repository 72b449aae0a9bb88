import { sql, type Kysely } from 'kysely';
import { fromDbTimestamp, type Database, type LinkPurpose } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';

type Db = Kysely<Database>;

/** The first key of the PostgreSQL advisory lock taken while an account's reset links are counted (the second is the user's id). */
const RESET_COUNT_LOCK = 7301;

export interface ResetLink {
  userId: number;
  expiresAt: string;
  usedAt: string | null;
  purpose: LinkPurpose;
  /** `emailUndo`: the address the link gives the account back. */
  restoreEmail: string | null;
}

/** Password reset links, known only by the SHA-256 of their token. */
export class ResetLinkRepository {
  constructor(private readonly db: Db) {}

  async create(userId: number, tokenHash: string, now: string, expiresAt: string, db: Db = this.db, purpose: LinkPurpose = 'reset', restoreEmail: string | null = null): Promise<void> {
    await db
      .insertInto('password_reset_links')
      .values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt, used_at: null, purpose, restore_email: restoreEmail })
      .execute();
  }

  /**
   * How many reset links (not invitations) the user was given since `since`, in `db`'s
   * transaction. On PostgreSQL the count first waits for any other transaction counting for the
   * same user to end, so two servers working on one account's requests at once cannot both find
   * room for one more link. SQLite needs no lock: the transaction has written (its request's claim)
   * before it counts, and SQLite lets one transaction write at a time.
   */
  async countResetsSince(userId: number, since: string, db: Db): Promise<number> {
    if (dialectOf(db) === 'postgres') await sql`select pg_advisory_xact_lock(${RESET_COUNT_LOCK}, ${userId})`.execute(db);
    const row = await db
      .selectFrom('password_reset_links')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('purpose', '=', 'reset')
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async find(tokenHash: string, db: Db = this.db): Promise<ResetLink | undefined> {
    const row = await db
      .selectFrom('password_reset_links')
      .select(['user_id', 'expires_at', 'used_at', 'purpose', 'restore_email'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return (
      row && {
        userId: row.user_id,
        expiresAt: fromDbTimestamp(row.expires_at),
        usedAt: row.used_at === null ? null : fromDbTimestamp(row.used_at),
        purpose: row.purpose,
        restoreEmail: row.restore_email,
      }
    );
  }

  /**
   * Uses the link, and every other open link of its user with it: answers false when someone
   * used it first (two tabs at once), so only one of them sets a password. A link that undoes an
   * email change outlives the others: whoever changed the address may reset the password through
   * it, and the old address must still be able to take the account back; using it ends them all.
   */
  async use(tokenHash: string, userId: number, now: string, db: Db): Promise<boolean> {
    const used = await db
      .updateTable('password_reset_links')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('purpose')
      .executeTakeFirst();
    if (!used) return false;
    await this.endOpenOf(userId, now, db, used.purpose === 'emailUndo');
    return true;
  }

  /** Ends the user's open links, as one of them (or an invitation) was followed; a link that undoes an email change stays unless `withEmailUndo`. */
  async endOpenOf(userId: number, now: string, db: Db, withEmailUndo = false): Promise<void> {
    let open = db.updateTable('password_reset_links').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null);
    if (!withEmailUndo) open = open.where('purpose', '!=', 'emailUndo');
    await open.execute();
  }
}
