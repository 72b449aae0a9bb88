import type { ImpersonationRequest } from '../../../../src/generated/model/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newSessionSecret, sessionSecretHash } from '../../auth/session-secret.js';
import { callerOf } from '../../auth/permissions.js';
import { recordIn } from '../../core/audit/audit-context.js';
import { ok } from '../../core/envelope.js';
import { AppError, ErrorCode } from '../../core/errors.js';

/** The longest an administrator acts as an owner in one go. */
const MAX_MINUTES = 30;

/**
 * A session of the owner's, started by an administrator for a reason and at most 30 minutes. The
 * administrator's own session goes on; the acting one is audited from start to end.
 */
export async function startImpersonation(request: FastifyRequest<{ Body: ImpersonationRequest }>, reply: FastifyReply) {
  const { principal: administrator } = callerOf(request);
  const { userId, minutes = MAX_MINUTES } = request.body;
  const reason = request.body.reason.trim();
  if (reason === '') throw new AppError(ErrorCode.ValidationFailed, 'validationMinLength', { field: 'reason', params: { field: 'reason', limit: 1 } });
  const { repos, areas, database, tokens } = request.server;
  const owner = await areas.users.findCredentialsById(userId);
  if (!owner) throw new AppError(ErrorCode.UserNotFound, 'userNotFound', { params: { id: userId }, field: 'userId' });
  const tenant = await areas.tenants.findById(owner.tenantId);
  const actable = owner.role === 'owner' && !owner.isAdmin && !owner.isService && owner.enabled && tenant?.state === 'active';
  if (!actable || owner.passwordHash.startsWith('!')) throw new AppError(ErrorCode.NotImpersonable, 'notImpersonable', { field: 'userId' });

  const now = new Date();
  const expiresAt = new Date(now.getTime() + Math.min(minutes, MAX_MINUTES) * 60_000).toISOString();
  const sessionSecret = newSessionSecret();
  const userAgent = request.headers['user-agent'];
  const impersonator = { userId: administrator.userId, username: administrator.username, reason };
  const user = await database.db.transaction().execute(async (trx) => {
    await repos.sessions.create(
      {
        tokenHash: sessionSecretHash(sessionSecret),
        userId: owner.userId,
        now: now.toISOString(),
        expiresAt,
        clientAddress: request.ip,
        userAgent: typeof userAgent === 'string' ? userAgent : '',
        impersonator,
      },
      trx,
    );
    await recordIn(request, trx, {
      action: 'auth.impersonationStarted',
      tenantId: owner.tenantId,
      target: { type: 'user', id: String(owner.userId), label: owner.username },
      changes: { reason: { before: null, after: reason }, expiresAt: { before: null, after: expiresAt } },
    });
    return areas.users.findSelf(owner.userId, trx);
  });
  if (!user) throw new AppError(ErrorCode.UserNotFound, 'userNotFound', { params: { id: userId }, field: 'userId' });
  const token = await tokens.sign({ userId: owner.userId, tenantId: owner.tenantId, isAdmin: false, tokenVersion: owner.tokenVersion, sessionSecret });
  const impersonation = { actor: { userId: administrator.userId, username: administrator.username }, reason, expiresAt };
  return reply.code(201).send(ok({ token, user, impersonation }));
}

/** Ends the acting session the token names; the administrator's own session goes on. */
export async function stopImpersonation(request: FastifyRequest, reply: FastifyReply) {
  const { principal } = callerOf(request);
  const session = request.session;
  if (!session?.impersonator) throw new AppError(ErrorCode.NotImpersonating, 'notImpersonating');
  const { repos, database } = request.server;
  await database.db.transaction().execute(async (trx) => {
    await repos.sessions.endOne(principal.userId, session.sessionId, trx);
    await recordIn(request, trx, {
      action: 'auth.impersonationEnded',
      tenantId: principal.tenantId,
      target: { type: 'user', id: String(principal.userId), label: principal.username },
      changes: { reason: { before: session.impersonator?.reason ?? '', after: null } },
    });
  });
  return reply.code(204).send();
}
