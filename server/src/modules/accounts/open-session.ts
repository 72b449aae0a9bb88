import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { auditRecordOf } from '../../core/audit/audit-context.js';
import type { AuditChanges } from '../../core/audit/audit-actions.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { newSessionSecret, sessionSecretHash } from '../../auth/session-secret.js';
import { tenantRefusal, type Credentials } from '../../auth/principal.js';
import { recordEvent } from '../../core/audit/record-event.js';
import { dueAtSignIn, twoFactorDueAt as ownTwoFactorDueAt } from '../../auth/two-factor-requirement.js';

/** How long the step for a code stays open after the password. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

/** A failed sign-in, in the log of the account's tenant when the account exists; no id, as nobody proved who they are. */
export async function recordSignInFailure(
  request: FastifyRequest,
  username: string,
  credentials: Credentials | undefined,
  changes: AuditChanges = {},
): Promise<void> {
  await recordEvent(request.server, 
    auditRecordOf(request, {
      action: 'auth.signIn.failed',
      actor: { userId: null, username, isAdmin: false },
      tenantId: credentials?.tenantId ?? null,
      target: { type: 'user', id: credentials ? String(credentials.userId) : '', label: username },
      changes,
    }),
  );
}

/** Refuses a user who may not sign in now, after their password (and code) proved who they are. */
export async function refuseIfDisabled(request: FastifyRequest, credentials: Credentials): Promise<void> {
  if (credentials.tenantEnabled && credentials.enabled) return;
  await recordSignInFailure(request, credentials.username, credentials);
  throw credentials.tenantEnabled ? new AppError(ErrorCode.UserDisabled, 'userDisabled') : tenantRefusal(credentials);
}

/**
 * A new session row for the user, made in `trx` from this request (its address and user agent);
 * answers the session's secret, which only the token signed for it will hold. Every such session
 * starts from a password just given (signing in, changing it), which counts as confirming it.
 */
export async function startSession(request: FastifyRequest, userId: number, now: Date, trx: Kysely<Database>): Promise<string> {
  const { areas, config } = request.server;
  const sessionSecret = newSessionSecret();
  const userAgent = request.headers['user-agent'];
  await areas.sessions.create(
    {
      tokenHash: sessionSecretHash(sessionSecret),
      userId,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + config.jwtTtlSeconds * 1000).toISOString(),
      clientAddress: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent : '',
      passwordConfirmed: true,
    },
    trx,
  );
  return sessionSecret;
}

/** The session of a user who proved who they are: a session row, the sign-in recorded and audited, a token signed. */
export async function openSession(request: FastifyRequest, credentials: Credentials, changes: AuditChanges = {}) {
  const { areas, database, tokens, config } = request.server;
  const now = new Date();
  // The first sign-in a two-factor requirement covers starts the person's grace period.
  const dueFromNow = dueAtSignIn(credentials, config.instancePolicy, now);
  const { user, sessionSecret } = await database.db.transaction().execute(async (trx) => {
    const secret = await startSession(request, credentials.userId, now, trx);
    await areas.users.recordSignIn(credentials.userId, now.toISOString(), trx, dueFromNow);
    await recordEvent(request.server, 
      auditRecordOf(request, {
        action: 'auth.signIn.succeeded',
        actor: { userId: credentials.userId, username: credentials.username, isAdmin: credentials.isAdmin },
        tenantId: credentials.tenantId,
        target: { type: 'user', id: String(credentials.userId), label: credentials.username },
        changes,
      }),
      trx,
    );
    return { user: await areas.users.findSelf(credentials.userId, trx), sessionSecret: secret };
  });
  if (!user) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  const token = await tokens.sign({
    userId: credentials.userId,
    tenantId: credentials.tenantId,
    isAdmin: credentials.isAdmin,
    tokenVersion: credentials.tokenVersion,
    sessionSecret,
  });
  const twoFactorDueAt = ownTwoFactorDueAt({ ...credentials, twoFactorDueAt: dueFromNow ?? credentials.twoFactorDueAt }, config.instancePolicy);
  return { token, user, twoFactorDueAt };
}
