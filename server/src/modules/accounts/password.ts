import type { PasswordChange, PasswordConfirmation } from '../../../../src/generated/model/index.js';
import { twoFactorDueAt } from '../../auth/two-factor-requirement.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordIn } from '../../core/audit/audit-context.js';
import { refuseWhileAddressLimited } from '../../auth/address-limit.js';
import { checkNewPassword } from '../../auth/new-password.js';
import { effectivePolicy } from '../../auth/tenant-policy.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { callerOf } from '../../auth/permissions.js';
import { startSession } from './open-session.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';

/** The user's own password: every other session ends, and this one goes on in a new session with a new token. */
export async function changePassword(request: FastifyRequest<{ Body: PasswordChange }>, reply: FastifyReply) {
  const { principal } = callerOf(request);
  const { currentPassword, newPassword, revokeApiTokens = false } = request.body;
  const { areas, signInFailures, tokens, database } = request.server;
  await refuseWhileAddressLimited(request, reply);
  checkNewPassword(newPassword, principal.username, 'newPassword', effectivePolicy(principal.tenantPolicy, request.server.config.instancePolicy));
  if (newPassword === currentPassword) throw new AppError(ErrorCode.ValidationFailed, 'newPasswordUnchanged', { field: 'newPassword' });
  const credentials = await areas.users.findCredentialsById(principal.userId);
  if (!credentials || !(await verifyPassword(credentials.passwordHash, currentPassword))) {
    // A stolen session must not become a way to guess the password behind it.
    await signInFailures.record(request.ip);
    throw new AppError(ErrorCode.CurrentPasswordWrong, 'currentPasswordWrong', { field: 'currentPassword' });
  }
  const passwordHash = await hashPassword(newPassword);
  const { tokenVersion, user, sessionSecret } = await database.db.transaction().execute(async (trx) => {
    const now = new Date();
    const version = await areas.users.changeOwnPassword(principal.userId, passwordHash, now.toISOString(), trx);
    // Every session ends, this one too; the caller goes on in a new one, so a copy of the old token is worth nothing.
    const ended = await areas.sessions.endAllOfUser(principal.userId, trx);
    const revoked = revokeApiTokens ? await areas.apiTokens.revokeAllOfUser(principal.userId, 'passwordChanged', now.toISOString(), trx) : 0;
    const secret = await startSession(request, principal.userId, now, trx);
    await recordIn(request, trx, {
      action: 'user.passwordChanged',
      tenantId: principal.tenantId,
      target: { type: 'user', id: String(principal.userId), label: principal.username },
      changes: {
        password: { changed: true },
        // Sessions before and after: said only when others than this one ended.
        ...(ended > 1 && { sessions: { before: ended, after: 1 } }),
        ...(revoked > 0 && { apiTokens: { before: revoked, after: 0 } }),
        ...(principal.mustChangePassword && { mustChangePassword: { before: true, after: false } }),
      },
    });
    return { tokenVersion: version, user: await areas.users.findSelf(principal.userId, trx), sessionSecret: secret };
  });
  if (!user) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  const token = await tokens.sign({ userId: user.userId, tenantId: user.tenantId, isAdmin: user.isAdmin, tokenVersion, sessionSecret });
  return ok({ token, user, twoFactorDueAt: twoFactorDueAt(principal, request.server.config.instancePolicy) });
}

/**
 * "Confirm it's you": the person gives their password again, and for the next 10 minutes this
 * session may make the changes to its own account that ask for it. A wrong password counts
 * against the client address like a failed sign-in: a stolen session must not become a way to
 * guess the password behind it.
 */
export async function confirmPassword(request: FastifyRequest<{ Body: PasswordConfirmation }>, reply: FastifyReply) {
  const { principal } = callerOf(request);
  const session = request.session;
  if (!session) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  const { areas, signInFailures, database } = request.server;
  await refuseWhileAddressLimited(request, reply);
  const credentials = await areas.users.findCredentialsById(principal.userId);
  if (!credentials || !(await verifyPassword(credentials.passwordHash, request.body.password))) {
    await signInFailures.record(request.ip);
    throw new AppError(ErrorCode.CurrentPasswordWrong, 'passwordWrong', { field: 'password' });
  }
  await database.db.transaction().execute(async (trx) => {
    await areas.sessions.confirmPassword(session.sessionId, new Date().toISOString(), trx);
    await recordIn(request, trx, {
      action: 'auth.passwordConfirmed',
      tenantId: principal.tenantId,
      target: { type: 'user', id: String(principal.userId), label: principal.username },
      changes: {},
    });
  });
  return reply.code(204).send();
}
