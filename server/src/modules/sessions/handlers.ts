import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordIn } from '../../core/audit/audit-context.js';
import type { AuditChanges } from '../../core/audit/audit-actions.js';
import { callerOf } from '../../auth/permissions.js';
import { deviceOf } from '../../auth/session-secret.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import type { SessionRecord } from '../../auth/session-repository.js';
import { ok } from '../../core/envelope.js';

function currentSession(request: FastifyRequest): SessionRecord {
  if (!request.session) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  return request.session;
}

/** The event of ending sessions of the caller's own account. */
function recordEnded(request: FastifyRequest, action: 'auth.signedOut' | 'auth.signedOutEverywhere' | 'auth.sessionEnded', changes: AuditChanges) {
  const { principal } = callerOf(request);
  return (trx: Parameters<typeof recordIn>[1]) =>
    recordIn(request, trx, {
      action,
      tenantId: principal.tenantId,
      target: { type: 'user', id: String(principal.userId), label: principal.username },
      changes,
    });
}

/** Ends the session of this token, on the server. */
export async function signOut(request: FastifyRequest, reply: FastifyReply) {
  const { principal } = callerOf(request);
  const session = currentSession(request);
  await request.server.database.db.transaction().execute(async (trx) => {
    if (await request.server.repos.sessions.endOne(principal.userId, session.sessionId, trx)) {
      await recordEnded(request, 'auth.signedOut', { session: { before: session.sessionId, after: null } })(trx);
    }
  });
  return reply.code(204).send();
}

export async function listSessions(request: FastifyRequest) {
  const { principal } = callerOf(request);
  const current = currentSession(request);
  const sessions = await request.server.repos.sessions.listOfUser(principal.userId, new Date().toISOString());
  return ok(
    sessions.map((session) => ({
      sessionId: session.sessionId,
      current: session.sessionId === current.sessionId,
      createdAt: session.createdAt,
      // This call is itself a sign of life, even when the time written is up to a minute older.
      lastSeenAt: session.sessionId === current.sessionId ? current.lastSeenAt : session.lastSeenAt,
      expiresAt: session.expiresAt,
      clientAddress: session.clientAddress,
      userAgent: session.userAgent,
      ...deviceOf(session.userAgent),
    })),
  );
}

/** Ends one session of the caller's own, by its id: another user's is as unknown as none. */
export async function endSession(request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) {
  const { principal } = callerOf(request);
  const { id } = request.params;
  await request.server.database.db.transaction().execute(async (trx) => {
    if (!(await request.server.repos.sessions.endOne(principal.userId, id, trx))) {
      throw new AppError(ErrorCode.SessionNotFound, 'sessionNotFound', { field: 'id', params: { id } });
    }
    await recordEnded(request, 'auth.sessionEnded', { session: { before: id, after: null } })(trx);
  });
  return reply.code(204).send();
}

/**
 * "Sign out everywhere": every session of the caller's account, this one included, and with
 * `revokeApiTokens` every API token of the account too.
 */
export async function endAllSessions(request: FastifyRequest<{ Querystring: { revokeApiTokens?: boolean } }>, reply: FastifyReply) {
  const { principal } = callerOf(request);
  const { sessions } = request.server.repos;
  const { apiTokens } = request.server.areas;
  await request.server.database.db.transaction().execute(async (trx) => {
    const ended = await sessions.endAllOfUser(principal.userId, trx);
    const revoked = request.query.revokeApiTokens === true ? await apiTokens.revokeAllOfUser(principal.userId, 'signedOutEverywhere', new Date().toISOString(), trx) : 0;
    await recordEnded(request, 'auth.signedOutEverywhere', { sessions: { before: ended, after: 0 }, ...(revoked > 0 && { apiTokens: { before: revoked, after: 0 } }) })(trx);
  });
  return reply.code(204).send();
}
