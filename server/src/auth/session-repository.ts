import type { Kysely } from 'kysely';
import { fromDbBoolean, fromDbTimestamp, toDbBoolean, type Database } from '../db/database.js';
import { PRINCIPAL_COLUMNS, toPrincipal, type Principal, type PrincipalRow } from './principal.js';

type Db = Kysely<Database>;

/** A session as the server checks it on every call. */
/** An open session as a tenant's policy judges it. */
export interface OpenSession {
  address: string;
  createdAt: string;
  lastSeenAt: string;
}

export interface SessionRecord {
  sessionId: number;
  userId: number;
  /** When it was signed in: a tenant's policy may end it some hours later. */
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** An acting session: the administrator behind it, and why. */
  impersonator?: Impersonator;
}

export interface Impersonator {
  userId: number;
  username: string;
  reason: string;
  /** Whether the administrator may still act: administrator rights, and enabled, as they are now. */
  stillAdministrator?: boolean;
}

/** A session as its user sees it in the list. */
export interface SessionView extends SessionRecord {
  createdAt: string;
  clientAddress: string;
  userAgent: string;
}

/** An acting session that ran out by itself: whose, until when, and who acted in it. */
export interface ExpiredActing {
  userId: number;
  expiresAt: string;
  impersonator: Impersonator;
}

export interface NewSession {
  tokenHash: string;
  userId: number;
  now: string;
  expiresAt: string;
  clientAddress: string;
  userAgent: string;
  impersonator?: Impersonator;
  /** The person gave their password in this request (signing in, changing it). */
  passwordConfirmed?: boolean;
}

/** The most sessions a list shows: older ones still end with "sign out everywhere". */
const LISTED = 1000;

const VIEW_COLUMNS = ['session_id', 'user_id', 'created_at', 'last_seen_at', 'expires_at', 'client_address', 'user_agent'] as const;

/**
 * Sessions (migration 0020): rows a token names by the hash of its secret. Ending one deletes
 * its row, so nothing brings it back.
 */
export class SessionRepository {
  /** Built once: it runs on every call that is not answered from the cache of callers. */
  private readonly callerQuery;

  constructor(private readonly db: Db) {
    this.callerQuery = db
      .selectFrom('sessions')
      .innerJoin('users', 'users.user_id', 'sessions.user_id')
      .innerJoin('tenants', 'tenants.tenant_id', 'users.tenant_id')
      // An acting session's administrator, as they are now: losing the rights ends what they act in.
      .leftJoin('users as impersonators', 'impersonators.user_id', 'sessions.impersonator_id')
      .select([
        'sessions.session_id',
        'sessions.created_at',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'sessions.impersonator_id',
        'sessions.impersonator_name',
        'sessions.impersonation_reason',
        'impersonators.is_admin as impersonator_is_admin',
        'impersonators.enabled as impersonator_enabled',
        ...PRINCIPAL_COLUMNS,
      ])
      .where('sessions.token_hash', '=', '')
      .compile();
  }

  async create(session: NewSession, db: Db = this.db): Promise<number> {
    // The user's sessions that ran out are forgotten as a new one starts; acting sessions that ran
    // out are left to `endExpiredActing`, which records their end.
    await db
      .deleteFrom('sessions')
      .where('user_id', '=', session.userId)
      .where('expires_at', '<=', session.now)
      .where('impersonator_id', 'is', null)
      .execute();
    const row = await db
      .insertInto('sessions')
      .values({
        token_hash: session.tokenHash,
        user_id: session.userId,
        created_at: session.now,
        last_seen_at: session.now,
        expires_at: session.expiresAt,
        client_address: session.clientAddress.slice(0, 64),
        user_agent: session.userAgent.slice(0, 512),
        impersonator_id: session.impersonator?.userId ?? null,
        impersonator_name: session.impersonator?.username ?? null,
        impersonation_reason: session.impersonator?.reason ?? null,
        password_confirmed_at: session.passwordConfirmed ? session.now : null,
      })
      .returning('session_id')
      .executeTakeFirstOrThrow();
    return Number(row.session_id);
  }

  /** The session a token names and the user it belongs to, as one read. */
  async findCaller(tokenHash: string): Promise<{ principal: Principal; session: SessionRecord } | undefined> {
    const query: typeof this.callerQuery = { ...this.callerQuery, parameters: [tokenHash] };
    const [row] = (await this.db.executeQuery(query)).rows;
    if (!row) return undefined;
    return {
      principal: toPrincipal(row as PrincipalRow),
      session: {
        sessionId: Number(row.session_id),
        userId: row.user_id,
        createdAt: fromDbTimestamp(row.created_at),
        lastSeenAt: fromDbTimestamp(row.last_seen_at),
        expiresAt: fromDbTimestamp(row.expires_at),
        ...(row.impersonator_id !== null && {
          impersonator: {
            userId: row.impersonator_id,
            username: row.impersonator_name ?? '',
            reason: row.impersonation_reason ?? '',
            stillAdministrator: fromDbBoolean(row.impersonator_is_admin ?? false) && fromDbBoolean(row.impersonator_enabled ?? false),
          },
        }),
      },
    };
  }

  /**
   * When the session's person last gave their password, read from the database itself rather than
   * a cache of callers: another server may have noted it a moment ago.
   */
  async passwordConfirmedAt(sessionId: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('sessions').select('password_confirmed_at').where('session_id', '=', sessionId).executeTakeFirst();
    return row?.password_confirmed_at == null ? undefined : fromDbTimestamp(row.password_confirmed_at);
  }

  /** Notes that the session's person gave their password again now. */
  async confirmPassword(sessionId: number, now: string, db: Db = this.db): Promise<void> {
    await db.updateTable('sessions').set({ password_confirmed_at: now }).where('session_id', '=', sessionId).execute();
  }

  /** Ends every session in which the administrator acts as an owner (they lost the rights to); answers how many. */
  async endActingOf(administratorId: number, db: Db): Promise<number> {
    const deleted = await db.deleteFrom('sessions').where('impersonator_id', '=', administratorId).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  /** Ends one session, whoever's it is: an acting session whose administrator may act no more. */
  async endById(sessionId: number, db: Db = this.db): Promise<void> {
    await db.deleteFrom('sessions').where('session_id', '=', sessionId).execute();
  }

  /** Notes that the session called; its row only, so no cache of callers ends with it. */
  async touch(sessionId: number, now: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: now }).where('session_id', '=', sessionId).execute();
  }

  async listOfUser(userId: number, now: string): Promise<SessionView[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select(VIEW_COLUMNS)
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .orderBy('session_id', 'desc')
      .limit(LISTED)
      .execute();
    return rows.map((row) => ({
      sessionId: Number(row.session_id),
      userId: row.user_id,
      createdAt: fromDbTimestamp(row.created_at),
      lastSeenAt: fromDbTimestamp(row.last_seen_at),
      expiresAt: fromDbTimestamp(row.expires_at),
      clientAddress: row.client_address,
      userAgent: row.user_agent,
    }));
  }

  /** Ends one session of the user; false when they have no such session. */
  async endOne(userId: number, sessionId: number, db: Db = this.db): Promise<boolean> {
    const deleted = await db.deleteFrom('sessions').where('session_id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1;
  }

  /** Ends every session of the user, but `keep` when given; answers how many ended. */
  async endAllOfUser(userId: number, db: Db, keep?: number): Promise<number> {
    // With them, the sessions in which they were acting as an owner.
    let query = db.deleteFrom('sessions').where((eb) => eb.or([eb('user_id', '=', userId), eb('impersonator_id', '=', userId)]));
    if (keep !== undefined) query = query.where('session_id', '!=', keep);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  }

  /**
   * Ends up to `limit` acting sessions that ran out by `now`, answering what each was: deleted and
   * answered in one statement, so that with several instances each is ended, and told of, once.
   */
  async endExpiredActing(now: string, limit: number, db: Db): Promise<ExpiredActing[]> {
    const due = db.selectFrom('sessions').select('session_id').where('impersonator_id', 'is not', null).where('expires_at', '<=', now).orderBy('expires_at').limit(limit);
    const rows = await db
      .deleteFrom('sessions')
      .where('session_id', 'in', due)
      .returning(['user_id', 'expires_at', 'impersonator_id', 'impersonator_name', 'impersonation_reason'])
      .execute();
    return rows.map((row) => ({
      userId: row.user_id,
      expiresAt: fromDbTimestamp(row.expires_at),
      impersonator: { userId: row.impersonator_id ?? 0, username: row.impersonator_name ?? '', reason: row.impersonation_reason ?? '' },
    }));
  }

  /** Ends every session of every user of the tenant (it was disabled). */
  async endAllOfTenant(tenantId: number, db: Db): Promise<number> {
    const deleted = await db
      .deleteFrom('sessions')
      .where('user_id', 'in', (eb) => eb.selectFrom('users').select('user_id').where('tenant_id', '=', tenantId))
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  /** The open sessions of a tenant's people (not acting ones): where each was opened from, when, and its last call. */
  async openSessionsOfTenant(tenantId: number, now: string): Promise<OpenSession[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.user_id', 'sessions.user_id')
      .select(['sessions.client_address', 'sessions.created_at', 'sessions.last_seen_at'])
      .where('users.tenant_id', '=', tenantId)
      .where('users.is_admin', '=', toDbBoolean(false))
      .where('sessions.impersonator_id', 'is', null)
      .where('sessions.expires_at', '>', now)
      .execute();
    return rows.map((row) => ({ address: row.client_address, createdAt: fromDbTimestamp(row.created_at), lastSeenAt: fromDbTimestamp(row.last_seen_at) }));
  }

  /** When the session last called, as the database has it (every server writes it, at most once a minute). */
  async lastSeenAtOf(sessionId: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('sessions').select('last_seen_at').where('session_id', '=', sessionId).executeTakeFirst();
    return row && fromDbTimestamp(row.last_seen_at);
  }
}
