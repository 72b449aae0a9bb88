import type { LoginRequest } from '../../../../src/generated/model/index.js';
import { twoFactorDueAt } from '../../auth/two-factor-requirement.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refuseWhileAddressLimited } from '../../auth/address-limit.js';
import { refuseOutsideAllowlist } from '../../auth/allowlist-refusal.js';
import { verifyAgainstDecoy, verifyPassword } from '../../auth/passwords.js';
import { callerOf } from '../../auth/permissions.js';
import { CHALLENGE_TTL_SECONDS, openSession, recordSignInFailure, refuseIfDisabled } from './open-session.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { catalogOf } from '../../core/i18n/catalog.js';
import { messages } from './messages.js';
import { ok } from '../../core/envelope.js';

/** This area's words, for the answers that carry a sentence. */
const words = catalogOf(messages);

export async function login(request: FastifyRequest<{ Body: LoginRequest }>, reply: FastifyReply) {
  const { username, password } = request.body;
  const { areas, signInFailures, tokens } = request.server;
  // One address trying one password over many usernames is slowed here; unknown users and
  // wrong passwords count alike, so the limit tells nothing about which usernames exist.
  await refuseWhileAddressLimited(request, reply);
  const credentials = await areas.users.findCredentials(username);
  // A service account, or a user invited who has not chosen one, has no password (its stored
  // hash starts with '!'): refused as an unknown name is, in the same time.
  const valid = credentials && !credentials.passwordHash.startsWith('!')
    ? await verifyPassword(credentials.passwordHash, password)
    : await verifyAgainstDecoy(password);
  if (!credentials || !valid) {
    await signInFailures.record(request.ip);
    await recordSignInFailure(request, username, credentials);
    throw new AppError(ErrorCode.InvalidCredentials, 'invalidCredentials');
  }
  await refuseIfDisabled(request, credentials);
  // After the password: only who knows it learns that the tenant limits where its people sign in from.
  refuseOutsideAllowlist(credentials, request.ip, request.server.config.instancePolicy);
  if (credentials.twoFactorEnabled) {
    const { token: challenge, expiresAt } = await tokens.signStep(
      'otp',
      { userId: credentials.userId, tokenVersion: credentials.tokenVersion },
      CHALLENGE_TTL_SECONDS,
    );
    return reply.code(202).send({
      code: 0,
      message: words.translate(request.language, 'twoFactorRequired'),
      data: { twoFactorRequired: true, challenge, expiresAt },
    });
  }
  return ok(await openSession(request, credentials));
}

export async function getCurrentUser(request: FastifyRequest) {
  const { principal } = callerOf(request);
  const { users, tenants } = request.server.areas;
  const [user, tenantName] = await Promise.all([users.findSelf(principal.userId), tenants.nameOf(principal.tenantId)]);
  if (!user || tenantName === undefined) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  const acting = request.session?.impersonator;
  const impersonation = acting && request.session && {
    actor: { userId: acting.userId, username: acting.username },
    reason: acting.reason,
    expiresAt: request.session.expiresAt,
  };
  // An administrator acting as the person owes nothing of theirs: the console would send them to enrolment.
  const twoFactorDue = acting ? null : twoFactorDueAt(principal, request.server.config.instancePolicy);
  return ok({ ...user, tenantName, twoFactorDueAt: twoFactorDue, ...(impersonation && { impersonation }) });
}
