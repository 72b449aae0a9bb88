import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../../core/errors.js';
import type { TwoFactorState } from './two-factor-repository.js';
import { acceptedTotpStep, readOneTimeCode, recoveryCodeHash } from '../../auth/one-time-codes.js';

export interface AcceptedCode {
  /** Set when a recovery code was used: how many the user has left. */
  recoveryCodesLeft?: number;
}

function lockedError(reply: FastifyReply, lockedUntil: string): AppError {
  const seconds = Math.max(1, Math.ceil((Date.parse(lockedUntil) - Date.now()) / 1000));
  reply.header('retry-after', seconds);
  return new AppError(ErrorCode.TwoFactorLocked, 'twoFactorLocked', { params: { minutes: Math.ceil(seconds / 60) } });
}

/**
 * Checks a code typed by the user whose two-factor state is `state`: a TOTP code of a step later
 * than the last one used, or one of their recovery codes, each accepted once. While the step is
 * locked nothing is checked; a wrong code counts, and the sixth in a row locks it for 15 minutes.
 * `wrongCode` is the refusal the caller's step gives (sign-in and turning it off differ).
 */
export async function checkOneTimeCode(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  state: TwoFactorState & { secret: string },
  typed: string,
  wrongCode: () => AppError,
): Promise<AcceptedCode> {
  const { twoFactor } = request.server.repos;
  if (state.lockedUntil !== null && Date.parse(state.lockedUntil) > Date.now()) throw lockedError(reply, state.lockedUntil);
  const code = readOneTimeCode(typed);
  if (code.kind === 'totp') {
    const step = await acceptedTotpStep(state.secret, code.digits, state.lastStep);
    // Taken atomically: the same code sent twice at once is accepted once.
    if (step !== undefined && (await twoFactor.useStep(userId, step))) return {};
  } else {
    const left = await twoFactor.useRecoveryCode(userId, recoveryCodeHash(code.code));
    if (left !== undefined) return { recoveryCodesLeft: left };
  }
  await request.server.signInFailures.record(request.ip);
  const lockedUntil = await twoFactor.recordFailure(userId, new Date());
  if (lockedUntil) throw lockedError(reply, lockedUntil);
  throw wrongCode();
}
