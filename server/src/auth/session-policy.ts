import type { FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../core/errors.js';
import type { Principal } from './principal.js';
import type { SessionRecord } from './session-repository.js';
import type { EffectivePolicy } from '../../../src/generated/model/index.js';
import { effectivePolicy } from './tenant-policy.js';

const HOUR_MS = 3600 * 1000;
const MINUTE_MS = 60 * 1000;

/** Which of a tenant's limits a session is over at `now`, if any: its lifetime, or its idle timeout. */
export function limitOverrun(
  policy: Pick<EffectivePolicy, 'sessionLifetimeHours' | 'idleTimeoutMinutes'>,
  session: { createdAt: string; lastSeenAt: string },
  now: number,
): 'lifetime' | 'idle' | undefined {
  if (policy.sessionLifetimeHours !== null && now - Date.parse(session.createdAt) > policy.sessionLifetimeHours * HOUR_MS) return 'lifetime';
  if (policy.idleTimeoutMinutes !== null && now - Date.parse(session.lastSeenAt) > policy.idleTimeoutMinutes * MINUTE_MS) return 'idle';
  return undefined;
}

/**
 * Ends a session its tenant's policy no longer allows (401 `40103`, saying which limit): older than
 * `sessionLifetimeHours`, or without a call for `idleTimeoutMinutes`. Administrators, and acting
 * sessions, are not bound by a tenant's policy. The last call a cached session remembers may be
 * older than the last one another server saw, so an idle session is read again before it ends.
 */
export async function endSessionOverPolicy(request: FastifyRequest, principal: Principal, session: SessionRecord): Promise<void> {
  if (principal.isAdmin || session.impersonator) return;
  const policy = effectivePolicy(principal.tenantPolicy, request.server.config.instancePolicy);
  const { sessionLifetimeHours, idleTimeoutMinutes } = policy;
  const now = Date.now();
  const { sessions } = request.server.repos;
  const overrun = limitOverrun(policy, session, now);
  if (overrun === 'lifetime' && sessionLifetimeHours !== null) {
    await sessions.endById(session.sessionId);
    throw new AppError(ErrorCode.SessionEnded, 'sessionOverLifetime', { params: { hours: sessionLifetimeHours } });
  }
  if (overrun === undefined || idleTimeoutMinutes === null) return;
  const lastSeenAt = await sessions.lastSeenAtOf(session.sessionId);
  if (lastSeenAt !== undefined && now - Date.parse(lastSeenAt) <= idleTimeoutMinutes * MINUTE_MS) {
    session.lastSeenAt = lastSeenAt;
    return;
  }
  await sessions.endById(session.sessionId);
  throw new AppError(ErrorCode.SessionEnded, 'sessionIdleTooLong', { params: { minutes: idleTimeoutMinutes } });
}
