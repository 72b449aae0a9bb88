import { sql, type Kysely } from 'kysely';
import { fromDbTimestamp, type ApiTokenRevokedReason, type Database } from '../db/database.js';
import { PRINCIPAL_COLUMNS, toPrincipal, type Principal, type PrincipalRow } from './principal.js';

type Db = Kysely<Database>;

/** An API token as the server checks it on every call made with it. */
export interface ApiTokenRecord {
  tokenId: number;
  userId: number;
  name: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  /** When and why it stopped; null while it works. */
  revokedAt: string | null;
  revokedReason: ApiTokenRevokedReason | null;
}

/** An API token as its account's list shows it: never its secret. */
export interface ApiTokenView extends ApiTokenRecord {
  prefix: string;
  createdAt: string;
  lastUsedFrom: string | null;
}

export interface NewApiToken {
  tokenHash: string;
  prefix: string;
  userId: number;
  name: string;
  now: string;
  expiresAt: string | null;
}

/** The most working tokens one account holds: a list that always fits one screen, and a bound on rows. */
export const API_TOKENS_PER_ACCOUNT = 50;

/** How long a revoked token stays in its account's list, saying when and why, before it is forgotten. */
const REVOKED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const VIEW_COLUMNS = ['token_id', 'user_id', 'name', 'prefix', 'created_at', 'expires_at', 'last_used_at', 'last_used_from', 'revoked_at', 'revoked_reason'] as const;

const timestampOrNull = (value: Date | string | null) => (value === null ? null : fromDbTimestamp(value));

/**
 * API tokens (migrations 0021, 0025): rows a token names by the hash of its secret. Revoking marks
 * the row, so the account's list says when and why; nothing unmarks it.
 */
export class ApiTokenRepository {
  /** Built once: it runs on every call made with a token that the cache of callers cannot answer. */
  private readonly callerQuery;

  constructor(private readonly db: Db) {
    this.callerQuery = db
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.user_id', 'api_tokens.user_id')
      .innerJoin('tenants', 'tenants.tenant_id', 'users.tenant_id')
      .select([
        'api_tokens.token_id',
        'api_tokens.name',
        'api_tokens.expires_at',
        'api_tokens.last_used_at',
        'api_tokens.revoked_at',
        'api_tokens.revoked_reason',
        ...PRINCIPAL_COLUMNS,
      ])
      .where('api_tokens.token_hash', '=', '')
      .compile();
  }

  /** The token a secret names and the account it acts as, as one read. */
  async findCaller(tokenHash: string): Promise<{ principal: Principal; session: ApiTokenRecord } | undefined> {
    const query: typeof this.callerQuery = { ...this.callerQuery, parameters: [tokenHash] };
    const [row] = (await this.db.executeQuery(query)).rows;
    if (!row) return undefined;
    const principal = toPrincipal(row as PrincipalRow);
    return {
      principal,
      session: {
        tokenId: Number(row.token_id),
        userId: principal.userId,
        name: row.name,
        expiresAt: timestampOrNull(row.expires_at),
        lastUsedAt: timestampOrNull(row.last_used_at),
        revokedAt: timestampOrNull(row.revoked_at),
        revokedReason: row.revoked_reason,
      },
    };
  }

  async create(token: NewApiToken, db: Db = this.db): Promise<ApiTokenView> {
    // The account's tokens revoked long ago are forgotten as a new one is made.
    await db
      .deleteFrom('api_tokens')
      .where('user_id', '=', token.userId)
      .where('revoked_at', '<', new Date(Date.parse(token.now) - REVOKED_KEPT_MS).toISOString())
      .execute();
    const row = await db
      .insertInto('api_tokens')
      .values({
        token_hash: token.tokenHash,
        user_id: token.userId,
        name: token.name,
        prefix: token.prefix,
        created_at: token.now,
        expires_at: token.expiresAt,
      })
      .returning(VIEW_COLUMNS)
      .executeTakeFirstOrThrow();
    return toView(row);
  }

  /** The account's tokens that work (revoked ones do not count). */
  async countOfUser(userId: number, db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * The account's tokens: every one that works (at most 50), newest first, then those revoked in
   * the last 30 days, newest first, while the list has room for them (50 in all, as the contract says).
   */
  async listOfUser(userId: number, now: string): Promise<ApiTokenView[]> {
    const rows = await this.db
      .selectFrom('api_tokens')
      .select(VIEW_COLUMNS)
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '>=', new Date(Date.parse(now) - REVOKED_KEPT_MS).toISOString())]))
      .orderBy(sql`revoked_at is null`, 'desc')
      .orderBy('token_id', 'desc')
      .limit(API_TOKENS_PER_ACCOUNT)
      .execute();
    return rows.map(toView);
  }

  async findOfUser(userId: number, tokenId: number, db: Db = this.db): Promise<ApiTokenView | undefined> {
    const row = await db.selectFrom('api_tokens').select(VIEW_COLUMNS).where('user_id', '=', userId).where('token_id', '=', tokenId).executeTakeFirst();
    return row && toView(row);
  }

  /**
   * Revokes one working token of the account; its view, or undefined when the account has no such
   * token working (never had it, or it was revoked already).
   */
  async revoke(userId: number, tokenId: number, now: string, db: Db): Promise<ApiTokenView | undefined> {
    const row = await db
      .updateTable('api_tokens')
      .set({ revoked_at: now, revoked_reason: 'revoked' })
      .where('token_id', '=', tokenId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning(VIEW_COLUMNS)
      .executeTakeFirst();
    return row && toView(row);
  }

  /** Revokes every working token of the user, for the reason given; answers how many. */
  async revokeAllOfUser(userId: number, reason: ApiTokenRevokedReason, now: string, db: Db): Promise<number> {
    const revoked = await db
      .updateTable('api_tokens')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(revoked.numUpdatedRows);
  }

  /** Revokes every working token of every user of the tenant, for the reason given; answers how many. */
  async revokeAllOfTenant(tenantId: number, reason: ApiTokenRevokedReason, now: string, db: Db): Promise<number> {
    const revoked = await db
      .updateTable('api_tokens')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('user_id', 'in', (eb) => eb.selectFrom('users').select('user_id').where('tenant_id', '=', tenantId))
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(revoked.numUpdatedRows);
  }

  /** Notes a call made with the token; its row only, so no cache of callers ends with it. */
  async touch(tokenId: number, now: string, from: string): Promise<void> {
    await this.db.updateTable('api_tokens').set({ last_used_at: now, last_used_from: from.slice(0, 64) }).where('token_id', '=', tokenId).execute();
  }
}

function toView(row: {
  token_id: number | string;
  user_id: number;
  name: string;
  prefix: string;
  created_at: Date | string;
  expires_at: Date | string | null;
  last_used_at: Date | string | null;
  last_used_from: string | null;
  revoked_at: Date | string | null;
  revoked_reason: ApiTokenRevokedReason | null;
}): ApiTokenView {
  return {
    tokenId: Number(row.token_id),
    userId: row.user_id,
    name: row.name,
    prefix: row.prefix,
    createdAt: fromDbTimestamp(row.created_at),
    expiresAt: timestampOrNull(row.expires_at),
    lastUsedAt: timestampOrNull(row.last_used_at),
    lastUsedFrom: row.last_used_from,
    revokedAt: timestampOrNull(row.revoked_at),
    revokedReason: row.revoked_reason,
  };
}
