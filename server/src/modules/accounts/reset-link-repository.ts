import type { Kysely } from 'kysely';
import { fromDbTimestamp, type Database, type LinkPurpose } from '../../db/database.js';

type Db = Kysely<Database>;

export interface ResetLink {
  userId: number;
  expiresAt: string;
  usedAt: string | null;
  purpose: LinkPurpose;
}

/** Password reset links, known only by the SHA-256 of their token. */
export class ResetLinkRepository {
  constructor(private readonly db: Db) {}

  async create(userId: number, tokenHash: string, now: string, expiresAt: string, db: Db = this.db, purpose: LinkPurpose = 'reset'): Promise<void> {
    await db.insertInto('password_reset_links').values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt, used_at: null, purpose }).execute();
  }

  async find(tokenHash: string, db: Db = this.db): Promise<ResetLink | undefined> {
    const row = await db
      .selectFrom('password_reset_links')
      .select(['user_id', 'expires_at', 'used_at', 'purpose'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return (
      row && {
        userId: row.user_id,
        expiresAt: fromDbTimestamp(row.expires_at),
        usedAt: row.used_at === null ? null : fromDbTimestamp(row.used_at),
        purpose: row.purpose,
      }
    );
  }

  /**
   * Uses the link, and every other open link of its user with it: answers false when someone
   * used it first (two tabs at once), so only one of them sets a password.
   */
  async use(tokenHash: string, userId: number, now: string, db: Db): Promise<boolean> {
    const used = await db
      .updateTable('password_reset_links')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await db.updateTable('password_reset_links').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    return true;
  }
}
