import type { Generated, Kysely } from 'kysely';
import { fromDbTimestamp, type Database, type DbTimestamp } from '../../db/database.js';
import type { Language } from '../../core/i18n/catalog.js';

type Db = Kysely<Database>;

/** Only this area reads its table, so the table is declared here and added to the database's tables. */
export interface SignUpRequestsTable {
  sign_up_request_id: Generated<number | string>;
  tenant_name: string;
  username: string;
  email: string;
  password_hash: string;
  language: string;
  requested_at: DbTimestamp;
  token_hash: string | null;
  expires_at: DbTimestamp | null;
  used_at: DbTimestamp | null;
}

declare module '../../db/database.js' {
  interface Database {
    sign_up_requests: SignUpRequestsTable;
  }
}

/** A sign-up as it was asked: the tenant, its owner, and the language its mail is written in. */
export interface QueuedSignUp {
  signUpRequestId: number;
  tenantName: string;
  username: string;
  email: string;
  passwordHash: string;
  language: Language;
}

/** A sign-up whose link was mailed: what following the link creates, and whether it still may. */
export interface SignUpLink extends QueuedSignUp {
  expiresAt: string;
  usedAt: string | null;
}

/** How many waiting requests one pass takes. */
const BATCH = 50;

function toRequest(row: Pick<SignUpRequestsTable, 'tenant_name' | 'username' | 'email' | 'password_hash' | 'language'> & { sign_up_request_id: number | string }): QueuedSignUp {
  return {
    signUpRequestId: Number(row.sign_up_request_id),
    tenantName: row.tenant_name,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    language: row.language === 'zh' ? 'zh' : 'en',
  };
}

/** Sign-up requests, written before they are answered and worked on after (migration 0027), and their links. */
export class SignUpRequestRepository {
  constructor(private readonly db: Db) {}

  /** The same statement whatever is taken: what the answer waits for tells nothing. */
  async enqueue(request: Omit<QueuedSignUp, 'signUpRequestId'>, requestedAt: string): Promise<void> {
    await this.db
      .insertInto('sign_up_requests')
      .values({
        tenant_name: request.tenantName,
        username: request.username,
        email: request.email,
        password_hash: request.passwordHash,
        language: request.language,
        requested_at: requestedAt,
        token_hash: null,
        expires_at: null,
        used_at: null,
      })
      .execute();
  }

  /** The oldest requests still waiting for their mail. */
  async waiting(): Promise<QueuedSignUp[]> {
    const rows = await this.db.selectFrom('sign_up_requests').selectAll().where('token_hash', 'is', null).orderBy('sign_up_request_id').limit(BATCH).execute();
    return rows.map(toRequest);
  }

  /** Gives a waiting request its link; false when another server worked on it first. */
  async link(signUpRequestId: number, tokenHash: string, expiresAt: string): Promise<boolean> {
    const linked = await this.db
      .updateTable('sign_up_requests')
      .set({ token_hash: tokenHash, expires_at: expiresAt })
      .where('sign_up_request_id', '=', signUpRequestId)
      .where('token_hash', 'is', null)
      .executeTakeFirst();
    return Number(linked.numUpdatedRows) === 1;
  }

  /** Removes a waiting request that gets no link (its email has an account); false when another server took it first. */
  async drop(signUpRequestId: number): Promise<boolean> {
    const dropped = await this.db.deleteFrom('sign_up_requests').where('sign_up_request_id', '=', signUpRequestId).where('token_hash', 'is', null).executeTakeFirst();
    return Number(dropped.numDeletedRows) === 1;
  }

  async findLink(tokenHash: string, db: Db = this.db): Promise<SignUpLink | undefined> {
    const row = await db.selectFrom('sign_up_requests').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    if (!row || row.expires_at === null) return undefined;
    return { ...toRequest(row), expiresAt: fromDbTimestamp(row.expires_at), usedAt: row.used_at === null ? null : fromDbTimestamp(row.used_at) };
  }

  /**
   * Uses the link, and forgets the password's hash, which the new owner now holds: false when
   * someone used it first (two tabs at once), so only one of them creates the tenant, or when it
   * expired since it was read.
   */
  async use(tokenHash: string, now: string, db: Db): Promise<boolean> {
    const used = await db
      .updateTable('sign_up_requests')
      .set({ used_at: now, password_hash: '' })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(used.numUpdatedRows) === 1;
  }

  /**
   * Forgets what links no longer need: an expired link's password hash at once, and the whole
   * row `keptFor` after it expired (until then, following it says it expired or was used rather
   * than that it is unknown).
   */
  async forgetExpired(now: Date, keptForMs: number): Promise<void> {
    await this.db.deleteFrom('sign_up_requests').where('expires_at', '<=', new Date(now.getTime() - keptForMs).toISOString()).execute();
    await this.db.updateTable('sign_up_requests').set({ password_hash: '' }).where('expires_at', '<=', now.toISOString()).where('password_hash', '!=', '').execute();
  }
}
