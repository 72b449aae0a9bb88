import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../../auth/secrets.js';
import { MemorySignInFailures, RedisSignInFailures, type SignInFailures } from '../../auth/sign-in-failures.js';
import { claimedSecretHash } from '../../auth/session-secret.js';
import { apiTokenHash, isApiToken, isWellFormedApiToken } from '../../auth/api-token-secret.js';
import type { ApiTokenRecord } from '../../auth/api-token-repository.js';
import { tenantRefusal, type Principal } from '../../auth/principal.js';
import { ADMIN_SCOPE } from '../../auth/scopes.js';
import { asksRecentPassword, changesCredentials, RECENT_PASSWORD_MS, type CredentialRule } from '../../auth/credential-rule.js';
import { TokenService } from '../../auth/tokens.js';
import type { SessionRecord } from '../../auth/session-repository.js';
import { actIn } from '../../auth/acting-tenant.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { languageFrom, type Language, type MessageKey } from '../../core/i18n/catalog.js';
import type { ApiTokenRevokedReason } from '../../db/database.js';
import { refuseOutsideAllowlist } from '../../auth/allowlist-refusal.js';
import { endSessionOverPolicy } from '../../auth/session-policy.js';
import { refuseOverdueTwoFactor } from '../../auth/two-factor-requirement.js';
import type { UnfinishedAccountStep } from '../../core/contract.js';

/** Why a revoked token stopped, in words. */
const REVOKED_BECAUSE: Record<ApiTokenRevokedReason, MessageKey> = {
  revoked: 'revokedBecauseRevoked',
  userDisabled: 'revokedBecauseUserDisabled',
  tenantDisabled: 'revokedBecauseTenantDisabled',
  tenantDeleted: 'revokedBecauseTenantDeleted',
  signedOutEverywhere: 'revokedBecauseSignedOutEverywhere',
  passwordChanged: 'revokedBecausePasswordChanged',
  emailChangeUndone: 'revokedBecauseEmailChangeUndone',
};

/** Calls that change nothing: who makes them may be checked against versions known from notices. */
const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Token service, failed sign-in counters, and the request's principal, acting tenant and language. */
export default fp(
  async (app) => {
    const secret = resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
    app.decorate('tokens', await TokenService.create(secret, app.config.jwtTtlSeconds));
    const { addressFailureMax, windowMs } = app.config.loginRateLimit;
    const failures: SignInFailures = app.redis
      ? new RedisSignInFailures(app.redis, addressFailureMax, windowMs, (error) =>
          app.log.warn({ err: error }, 'Redis for rate limits is unreachable'),
        )
      : new MemorySignInFailures(addressFailureMax, windowMs);
    app.decorate('signInFailures', failures);
    app.decorateRequest('principal', null);
    app.decorateRequest('session', null);
    app.decorateRequest('apiToken', null);
    app.decorateRequest('actingTenant', null);
    app.decorateRequest('versions', null);
    app.decorateRequest('language', {
      getter(this: FastifyRequest): Language {
        return languageFrom(this.headers['accept-language']);
      },
    });
  },
  { name: 'auth', dependencies: ['config', 'redis'] },
);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer +([A-Za-z0-9\-_.~+/]+=*) *$/i.exec(header);
  return match?.[1];
}

export interface AuthenticateOptions {
  /** The contract's `x-open-before`: the steps an account may still owe when it makes the call (reading themselves, changing the password, enrolling). */
  openBefore?: ReadonlySet<UnfinishedAccountStep>;
}

/**
 * Runs before the body is read: who is calling, is their tenant enabled, and do they
 * hold the scopes the contract asks for. The database, not the token, has the last word
 * on `isAdmin` and on the tenant's and the user's state, so disabling either stops the tokens at once.
 */
export function authenticate(scopes: readonly string[], options: AuthenticateOptions = {}): onRequestAsyncHookHandler {
  return async function authenticateRequest(request) {
    const token = bearerToken(request);
    if (!token) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
    const principal = isApiToken(token) ? await apiTokenCaller(request, token) : await sessionCaller(request, token);
    if (!principal.tenantEnabled) throw tenantRefusal(principal);
    if (!principal.enabled) throw new AppError(ErrorCode.UserDisabled, 'userDisabled');
    const openBefore = options.openBefore ?? new Set();
    if (principal.mustChangePassword && !openBefore.has('passwordChange')) {
      throw new AppError(ErrorCode.PasswordChangeRequired, 'passwordChangeRequired');
    }
    if (!openBefore.has('twoFactor')) {
      refuseOverdueTwoFactor(principal, request.server.config.instancePolicy, Boolean(request.session?.impersonator), Date.now());
    }
    if (scopes.includes(ADMIN_SCOPE) && !principal.isAdmin) {
      throw new AppError(ErrorCode.AdminOnly, 'adminOnly');
    }
    // An administrator acting as the owner is not bound by the owner's tenant's allowlist.
    if (!request.session?.impersonator) refuseOutsideAllowlist(principal, request.ip, request.server.config.instancePolicy);
    request.principal = principal;
  };
}

/** A session's token: a JWT naming a session row that must still be there. */
async function sessionCaller(request: FastifyRequest, token: string): Promise<Principal> {
  const check = await request.server.tokens.verify(token);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new AppError(ErrorCode.TokenExpired, 'tokenExpired')
      : new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  }
  const read = await request.server.principals.read(claimedSecretHash(check.claims), !READING_METHODS.has(request.method));
  if (!read) throw await whyNoSession(request, check.claims.userId);
  const { principal, session } = read;
  if (session.userId !== check.claims.userId) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  if (Date.parse(session.expiresAt) <= Date.now()) throw new AppError(ErrorCode.TokenExpired, 'tokenExpired');
  if (check.claims.tokenVersion !== principal.tokenVersion) throw new AppError(ErrorCode.SessionEnded, 'sessionEnded');
  // An acting session lasts only while its administrator still is one: demoted or disabled, it ends.
  if (session.impersonator && !session.impersonator.stillAdministrator) {
    await request.server.repos.sessions.endById(session.sessionId);
    throw new AppError(ErrorCode.SessionEnded, 'sessionEnded');
  }
  await endSessionOverPolicy(request, principal, session);
  request.session = session;
  request.versions = read.versions;
  noteSeen(request, session);
  return principal;
}

/**
 * An API token: looked up by its hash, as a session is, so revoking it (a marked row) stops it on
 * every server at once, and says why. Its account's state is read with it; a credential change
 * (`x-credential`) refuses it afterwards, in `requireCredentialCaller`.
 */
async function apiTokenCaller(request: FastifyRequest, token: string): Promise<Principal> {
  if (!isWellFormedApiToken(token)) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  const read = await request.server.tokenCallers.read(apiTokenHash(token), !READING_METHODS.has(request.method));
  if (!read) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  const { principal, session: apiToken } = read;
  if (apiToken.revokedReason !== null) {
    throw new AppError(ErrorCode.ApiTokenRevoked, 'apiTokenRevoked', { params: { reason: { messageKey: REVOKED_BECAUSE[apiToken.revokedReason] } } });
  }
  if (apiToken.expiresAt !== null && Date.parse(apiToken.expiresAt) <= Date.now()) throw new AppError(ErrorCode.TokenExpired, 'tokenExpired');
  request.apiToken = apiToken;
  request.versions = read.versions;
  noteTokenUsed(request, apiToken);
  return principal;
}

/**
 * The tenant `X-Tenant-Id` names. Validation has made it a number on every operation the contract
 * gives the header; on one that forgot it, the text is read here by the same rule, so that no call
 * ever answers a non-administrator who names another tenant.
 */
function namedTenant(header: unknown): number | undefined {
  if (header === undefined || typeof header === 'number') return header;
  if (typeof header === 'string' && /^[1-9][0-9]{0,9}$/.test(header) && Number(header) <= 2 ** 31 - 1) return Number(header);
  throw new AppError(ErrorCode.ValidationFailed, 'validationPattern', { field: 'X-Tenant-Id', params: { field: 'X-Tenant-Id' } });
}

/**
 * A token whose session is gone: it was ended (signed out, a password changed or reset), or its
 * user or tenant was disabled, which ends every session for good. The disabled say so, as the
 * sign-in would; re-enabling them brings no session back.
 */
async function whyNoSession(request: FastifyRequest, userId: number): Promise<AppError> {
  const account = await request.server.repos.users.findCredentialsById(userId);
  if (account && !account.tenantEnabled) return tenantRefusal(account);
  if (account && !account.enabled) return new AppError(ErrorCode.UserDisabled, 'userDisabled');
  return new AppError(ErrorCode.SessionEnded, 'sessionEnded');
}

/** The last-seen time is written at most this often per session. */
const LAST_SEEN_EVERY_MS = 60_000;

/**
 * Notes when a session last called, at most once a minute, without holding the answer for it: a
 * failed write only leaves the time older than it could be.
 */
function noteSeen(request: FastifyRequest, session: SessionRecord): void {
  const now = Date.now();
  if (now - Date.parse(session.lastSeenAt) < LAST_SEEN_EVERY_MS) return;
  session.lastSeenAt = new Date(now).toISOString();
  request.server.repos.sessions.touch(session.sessionId, session.lastSeenAt).catch((error: unknown) => {
    request.log.warn({ err: error }, 'The session’s last-seen time could not be written');
  });
}

/** Notes when and whence an API token last called, at most once a minute, as `noteSeen` does for sessions. */
function noteTokenUsed(request: FastifyRequest, apiToken: ApiTokenRecord): void {
  const now = Date.now();
  if (apiToken.lastUsedAt !== null && now - Date.parse(apiToken.lastUsedAt) < LAST_SEEN_EVERY_MS) return;
  apiToken.lastUsedAt = new Date(now).toISOString();
  request.server.repos.apiTokens.touch(apiToken.tokenId, apiToken.lastUsedAt, request.ip).catch((error: unknown) => {
    request.log.warn({ err: error }, 'The API token’s last use could not be written');
  });
}

/** Runs after validation: the one place an `ActingTenant` is made. */
export const resolveActingTenant: preHandlerAsyncHookHandler = async function resolveActingTenant(request) {
  const principal = request.principal;
  if (!principal) return;
  const named = namedTenant((request.headers as Record<string, unknown>)['x-tenant-id']);
  if (named === undefined || named === principal.tenantId) {
    // Administrators belong to the system tenant: acting in their own, they act in it.
    request.actingTenant = actIn(principal.tenantId, principal.isAdmin);
    return;
  }
  if (!principal.isAdmin) {
    throw new AppError(ErrorCode.TenantScopeForbidden, 'tenantScopeForbidden', { field: 'X-Tenant-Id' });
  }
  const presence = await request.server.tenantPresence.get(String(named), () => request.server.repos.tenants.presence(named), request.versions?.data);
  if (presence === 'missing') {
    throw new AppError(ErrorCode.TenantNotFound, 'tenantNotFound', {
      params: { id: named },
      field: 'X-Tenant-Id',
    });
  }
  // A deleted tenant is kept as it was until it is restored or purged: it can be read, not changed.
  if (presence === 'deleted' && !READING_METHODS.has(request.method)) throw new AppError(ErrorCode.TenantDeleted, 'tenantDeleted', { field: 'X-Tenant-Id' });
  request.actingTenant = actIn(named, false);
};

/**
 * Runs after the acting tenant, on an operation the contract marks `x-credential`: a change of
 * credentials is made by a person's own session only, never by an API token or a session acting as
 * an owner; and, where the mark asks, by one that gave its password in the last 10 minutes. The
 * confirmation is read from the database, not from a cache of callers: another server may have
 * noted it a moment ago.
 */
export function requireCredentialCaller(rule: CredentialRule, accountParameter: string | undefined): preHandlerAsyncHookHandler {
  return async function credentialCaller(request) {
    const principal = request.principal;
    if (!principal || !changesCredentials(rule, request.body)) return;
    if (request.apiToken) throw new AppError(ErrorCode.SignInRequired, 'signInRequired');
    const session = request.session;
    if (!session) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
    if (session.impersonator) throw new AppError(ErrorCode.NotWhileImpersonating, 'notWhileImpersonating');
    const named = accountParameter === undefined ? undefined : (request.params as Record<string, unknown>)[accountParameter];
    if (!asksRecentPassword(rule, typeof named === 'number' ? named : undefined, principal.userId)) return;
    const confirmedAt = await request.server.repos.sessions.passwordConfirmedAt(session.sessionId);
    if (confirmedAt === undefined || Date.now() - Date.parse(confirmedAt) >= RECENT_PASSWORD_MS) {
      throw new AppError(ErrorCode.RecentPasswordRequired, 'recentPasswordRequired');
    }
  };
}
