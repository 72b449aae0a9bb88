import type { Generated, Kysely } from 'kysely';
import { fromDbTimestamp, type Database, type DbTimestamp } from '../../db/database.js';
import type { Language } from '../../core/i18n/catalog.js';

type Db = Kysely<Database>;

/** Only this area reads its table, so the table is declared here and added to the database's tables. */
export interface PasswordResetRequestsTable {
  reset_request_id: Generated<number | string>;
  login: string;
  language: string;
  request_id: string;
  client_address: string;
  user_agent: string;
  requested_at: DbTimestamp;
}

declare module '../../db/database.js' {
  interface Database {
    password_reset_requests: PasswordResetRequestsTable;
  }
}

/** A password reset request as it was asked, waiting for its account to be looked up. */
export interface ResetRequest {
  resetRequestId: number;
  login: string;
  language: Language;
  requestId: string;
  clientAddress: string;
  userAgent: string;
  requestedAt: string;
}

/** How many waiting requests one pass takes. */
const BATCH = 50;

/** Reset requests written before they are answered and worked on after (migration 0019). */
export class ResetRequestRepository {
  constructor(private readonly db: Db) {}

  /** The same statement whatever the login names: what the answer waits for tells nothing. */
  async enqueue(request: Omit<ResetRequest, 'resetRequestId'>): Promise<void> {
    await this.db
      .insertInto('password_reset_requests')
      .values({
        login: request.login.slice(0, 320),
        language: request.language,
        request_id: request.requestId.slice(0, 128),
        client_address: request.clientAddress.slice(0, 64),
        user_agent: request.userAgent.slice(0, 512),
        requested_at: request.requestedAt,
      })
      .execute();
  }

  /** The oldest waiting requests. */
  async waiting(): Promise<ResetRequest[]> {
    const rows = await this.db.selectFrom('password_reset_requests').selectAll().orderBy('reset_request_id').limit(BATCH).execute();
    return rows.map((row) => ({
      resetRequestId: Number(row.reset_request_id),
      login: row.login,
      language: row.language === 'zh' ? 'zh' : 'en',
      requestId: row.request_id,
      clientAddress: row.client_address,
      userAgent: row.user_agent,
      requestedAt: fromDbTimestamp(row.requested_at),
    }));
  }

  /** Takes the request off the queue in `db`'s transaction; false when another server took it first. */
  async claim(resetRequestId: number, db: Db): Promise<boolean> {
    const deleted = await db.deleteFrom('password_reset_requests').where('reset_request_id', '=', resetRequestId).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1;
  }
}
