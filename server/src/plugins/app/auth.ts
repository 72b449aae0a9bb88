import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { resolveJwtSecret } from '../../auth/secrets.js';
import { MemorySignInFailures, RedisSignInFailures, type SignInFailures } from '../../auth/sign-in-failures.js';
import { TokenService } from '../../auth/tokens.js';
import { actIn } from '../../auth/acting-tenant.js';
import { AppError, ErrorCode } from '../../errors.js';
import { languageFrom, type Language } from '../../i18n/messages.js';

export const ADMIN_SCOPE = 'admin';

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

/**
 * Runs before the body is read: who is calling, is their tenant enabled, and do they
 * hold the scopes the contract asks for. The database, not the token, has the last word
 * on `isAdmin` and on the tenant's and the user's state, so disabling either stops the tokens at once.
 */
export interface AuthenticateOptions {
  /** The operation stays open to a user who must change their password first (reading themselves, changing it). */
  beforePasswordChange?: boolean;
}

export function authenticate(scopes: readonly string[], options: AuthenticateOptions = {}): onRequestAsyncHookHandler {
  return async function authenticateRequest(request) {
    const token = bearerToken(request);
    if (!token) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
    const check = await request.server.tokens.verify(token);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new AppError(ErrorCode.TokenExpired, 'tokenExpired')
        : new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
    }
    const read = await request.server.principals.read(check.claims.userId, !READING_METHODS.has(request.method));
    if (!read) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
    const { principal } = read;
    if (check.claims.tokenVersion !== principal.tokenVersion) throw new AppError(ErrorCode.SessionEnded, 'sessionEnded');
    if (!principal.tenantEnabled) throw new AppError(ErrorCode.TenantDisabled, 'tenantDisabled');
    if (!principal.enabled) throw new AppError(ErrorCode.UserDisabled, 'userDisabled');
    if (principal.mustChangePassword && !options.beforePasswordChange) {
      throw new AppError(ErrorCode.PasswordChangeRequired, 'passwordChangeRequired');
    }
    if (scopes.includes(ADMIN_SCOPE) && !principal.isAdmin) {
      throw new AppError(ErrorCode.AdminOnly, 'adminOnly');
    }
    request.principal = principal;
    request.versions = read.versions;
  };
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
  const exists = await request.server.tenantExists.get(String(named), () => request.server.repos.tenants.exists(named), request.versions?.data);
  if (!exists) {
    throw new AppError(ErrorCode.TenantNotFound, 'tenantNotFound', {
      params: { id: named },
      field: 'X-Tenant-Id',
    });
  }
  request.actingTenant = actIn(named, false);
};
