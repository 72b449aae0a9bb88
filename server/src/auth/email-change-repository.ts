import type { Generated, Kysely } from 'kysely';
import { fromDbTimestamp, type Database, type DbTimestamp } from '../db/database.js';

type Db = Kysely<Database>;

/** An email change waiting for the link mailed to its new address (migration 0025). */
export interface EmailChangesTable {
  change_id: Generated<number | string>;
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  user_id: number;
  new_email: string;
  created_at: DbTimestamp;
  expires_at: DbTimestamp;
  used_at: DbTimestamp | null;
}

declare module '../db/database.js' {
  interface Database {
    email_changes: EmailChangesTable;
  }
}

export interface EmailChange {
  userId: number;
  newEmail: string;
  expiresAt: string;
  usedAt: string | null;
}

/**
 * Email changes: one open at a time per account (a new one ends the link of the last), known only
 * by the SHA-256 of their link's token.
 */
export class EmailChangeRepository {
  constructor(private readonly db: Db) {}

  /** Opens a change, closing any other still open for the account: its link stops working. */
  async open(userId: number, newEmail: string, tokenHash: string, now: string, expiresAt: string, db: Db): Promise<void> {
    await this.closeOpen(userId, now, db);
    await db.insertInto('email_changes').values({ token_hash: tokenHash, user_id: userId, new_email: newEmail, created_at: now, expires_at: expiresAt, used_at: null }).execute();
  }

  /** Closes the account's open change, if any: its link stops working. */
  async closeOpen(userId: number, now: string, db: Db): Promise<void> {
    await db.updateTable('email_changes').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  }

  async find(tokenHash: string, db: Db = this.db): Promise<EmailChange | undefined> {
    const row = await db.selectFrom('email_changes').select(['user_id', 'new_email', 'expires_at', 'used_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
    return (
      row && {
        userId: row.user_id,
        newEmail: row.new_email,
        expiresAt: fromDbTimestamp(row.expires_at),
        usedAt: row.used_at === null ? null : fromDbTimestamp(row.used_at),
      }
    );
  }

  /** Uses the link: false when someone used it first (two tabs at once), so the change is made once. */
  async use(tokenHash: string, now: string, db: Db): Promise<boolean> {
    const used = await db.updateTable('email_changes').set({ used_at: now }).where('token_hash', '=', tokenHash).where('used_at', 'is', null).executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }
}
