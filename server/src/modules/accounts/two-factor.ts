import type { OneTimeCodeSignIn, TwoFactorConfirmation, TwoFactorDisable } from '../../../../src/generated/model/index.js';
import { effectivePolicy, twoFactorRequiredOf } from '../../auth/tenant-policy.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordIn } from '../../core/audit/audit-context.js';
import { refuseWhileAddressLimited } from '../../auth/address-limit.js';
import { checkOneTimeCode } from './code-check.js';
import { acceptedTotpStep, newRecoveryCodes, newTotpSecret, readOneTimeCode, recoveryCodeHash, totpUri } from '../../auth/one-time-codes.js';
import { verifyPassword } from '../../auth/passwords.js';
import { callerOf, requireMayChange, requireUserManager } from '../../auth/permissions.js';
import { openSession, recordSignInFailure, refuseIfDisabled } from './open-session.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import type { TwoFactorState } from './two-factor-repository.js';
import { ok } from '../../core/envelope.js';

/** How long a new secret waits for its confirming code. */
const ENROLMENT_TTL_SECONDS = 10 * 60;

const withSecret = (state: TwoFactorState | undefined): (TwoFactorState & { secret: string }) | undefined =>
  state?.secret ? { ...state, secret: state.secret } : undefined;

/** The second step of sign-in: the challenge of the password step and a code. */
export async function verifyOneTimeCode(request: FastifyRequest<{ Body: OneTimeCodeSignIn }>, reply: FastifyReply) {
  const { challenge, code } = request.body;
  const { tokens, repos, areas } = request.server;
  await refuseWhileAddressLimited(request, reply);
  const claims = await tokens.verifyStep('otp', challenge);
  const credentials = claims && (await areas.users.findCredentialsById(claims.userId));
  // A password changed or two-factor sign-in reset since the password step: start again.
  const state = credentials?.twoFactorEnabled && credentials.tokenVersion === claims?.tokenVersion ? withSecret(await repos.twoFactor.stateOf(credentials.userId)) : undefined;
  if (!credentials || !state) throw new AppError(ErrorCode.ChallengeExpired, 'challengeExpired');
  await refuseIfDisabled(request, credentials);
  let accepted;
  try {
    accepted = await checkOneTimeCode(request, reply, credentials.userId, state, code, () => new AppError(ErrorCode.OneTimeCodeWrong, 'oneTimeCodeWrong', { field: 'code' }));
  } catch (error) {
    await recordSignInFailure(request, credentials.username, credentials);
    throw error;
  }
  const left = accepted.recoveryCodesLeft;
  return ok(await openSession(request, credentials, left === undefined ? {} : { recoveryCodesLeft: { before: left + 1, after: left } }));
}

export async function startTwoFactorEnrolment(request: FastifyRequest) {
  const { principal } = callerOf(request);
  const state = await request.server.repos.twoFactor.stateOf(principal.userId);
  if (state?.secret) throw new AppError(ErrorCode.TwoFactorOn, 'twoFactorOn');
  const secret = await newTotpSecret();
  const { token, expiresAt } = await request.server.tokens.signStep(
    'totp-enrol',
    { userId: principal.userId, tokenVersion: principal.tokenVersion, secret },
    ENROLMENT_TTL_SECONDS,
  );
  return ok({ secret, otpauthUri: await totpUri(principal.username, secret), enrolment: token, expiresAt });
}

export async function confirmTwoFactor(request: FastifyRequest<{ Body: TwoFactorConfirmation }>) {
  const { principal } = callerOf(request);
  const { enrolment, code } = request.body;
  const { repos, areas, tokens, database } = request.server;
  const claims = await tokens.verifyStep('totp-enrol', enrolment);
  if (!claims?.secret || claims.userId !== principal.userId) {
    throw new AppError(ErrorCode.ValidationFailed, 'enrolmentExpired', { field: 'enrolment' });
  }
  const typed = readOneTimeCode(code);
  const step = typed.kind === 'totp' ? await acceptedTotpStep(claims.secret, typed.digits, null) : undefined;
  if (step === undefined) throw new AppError(ErrorCode.ValidationFailed, 'enrolmentCodeWrong', { field: 'code' });
  const recoveryCodes = newRecoveryCodes();
  const secret = claims.secret;
  const user = await database.db.transaction().execute(async (trx) => {
    const enabled = await repos.twoFactor.enable(principal.userId, secret, step, recoveryCodes.map(recoveryCodeHash), new Date().toISOString(), trx);
    if (!enabled) throw new AppError(ErrorCode.TwoFactorOn, 'twoFactorOn');
    await recordIn(request, trx, {
      action: 'user.twoFactorEnabled',
      tenantId: principal.tenantId,
      target: { type: 'user', id: String(principal.userId), label: principal.username },
      changes: { twoFactorEnabled: { before: false, after: true } },
    });
    return areas.users.findSelf(principal.userId, trx);
  });
  if (!user) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  return ok({ recoveryCodes, user });
}

export async function disableTwoFactor(request: FastifyRequest<{ Body: TwoFactorDisable }>, reply: FastifyReply) {
  const { principal } = callerOf(request);
  const { code, password } = request.body;
  const { repos, areas, database, signInFailures } = request.server;
  const state = withSecret(await repos.twoFactor.stateOf(principal.userId));
  if (!state) throw new AppError(ErrorCode.TwoFactorOff, 'twoFactorOff');
  // Before the proof: whoever holds the session learns nothing from a code or password tried in vain.
  if (twoFactorRequiredOf(effectivePolicy(principal.tenantPolicy, request.server.config.instancePolicy).twoFactorRequiredFor, principal)) {
    throw new AppError(ErrorCode.TwoFactorRequiredByPolicy, 'twoFactorRequiredByPolicy');
  }
  if (code !== undefined) {
    await checkOneTimeCode(request, reply, principal.userId, state, code, () => new AppError(ErrorCode.TwoFactorCodeWrong, 'twoFactorCodeWrong', { field: 'code' }));
  } else if (password !== undefined) {
    await refuseWhileAddressLimited(request, reply);
    const credentials = await areas.users.findCredentialsById(principal.userId);
    if (!credentials || !(await verifyPassword(credentials.passwordHash, password))) {
      await signInFailures.record(request.ip);
      throw new AppError(ErrorCode.CurrentPasswordWrong, 'passwordWrong', { field: 'password' });
    }
  } else {
    throw new AppError(ErrorCode.ValidationFailed, 'twoFactorProofNeeded', { field: 'code' });
  }
  const user = await database.db.transaction().execute(async (trx) => {
    await repos.twoFactor.disable(principal.userId, new Date().toISOString(), trx);
    await recordIn(request, trx, {
      action: 'user.twoFactorDisabled',
      tenantId: principal.tenantId,
      target: { type: 'user', id: String(principal.userId), label: principal.username },
      changes: { twoFactorEnabled: { before: true, after: false } },
    });
    return areas.users.findSelf(principal.userId, trx);
  });
  if (!user) throw new AppError(ErrorCode.Unauthenticated, 'unauthenticated');
  return ok(user);
}

/** For a user who lost their app and their recovery codes; an owner or administrator turns it off. */
export async function resetUserTwoFactor(request: FastifyRequest<{ Params: { id: number } }>) {
  const caller = requireUserManager(request);
  const { id } = request.params;
  if (id === caller.principal.userId) throw new AppError(ErrorCode.CannotChangeSelf, 'cannotResetOwnTwoFactor', { field: 'id' });
  const { repos, areas, database } = request.server;
  const user = await database.db.transaction().execute(async (trx) => {
    const current = await areas.users.findInTenant(caller.tenant, id, trx);
    if (!current) throw new AppError(ErrorCode.UserNotFound, 'userNotFound', { params: { id }, field: 'id' });
    requireMayChange(caller, current);
    // Already off: nothing to do, and nothing to record.
    if (!current.twoFactorEnabled) return current;
    await repos.twoFactor.disable(id, new Date().toISOString(), trx);
    await recordIn(request, trx, {
      action: 'user.twoFactorReset',
      tenantId: caller.tenant.tenantId,
      target: { type: 'user', id: String(id), label: current.username },
      changes: { twoFactorEnabled: { before: true, after: false } },
    });
    return areas.users.findInTenant(caller.tenant, id, trx);
  });
  if (!user) throw new AppError(ErrorCode.UserNotFound, 'userNotFound', { params: { id }, field: 'id' });
  return ok(user);
}
