import { ErrorCode } from '../../generated/model';
import { confirmEmailChangeBody } from '../../generated/zod/auth/auth.zod';
import { ApiError } from '../../lib/api-error';

/**
 * Why a link to a new address cannot confirm it: this console never sent it (or it is cut short),
 * it was followed already or a newer change replaced it, its 24 hours are over, or another account
 * took the address meanwhile.
 */
export type EmailChangeProblem = 'unknown' | 'used' | 'expired' | 'taken';

/** Whether a token has the shape of one the server sends; anything else is not worth sending. */
export function isWellFormedEmailChangeToken(token: string): boolean {
  return confirmEmailChangeBody.shape.token.safeParse(token).success;
}

/** The problem a refusal names, or undefined when it is something else (a network failure, 429, 5xx) worth trying again. */
export function emailChangeProblemOf(error: unknown): EmailChangeProblem | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === ErrorCode.EmailChangeLinkNotFound) return 'unknown';
  if (error.code === ErrorCode.EmailChangeLinkUsed) return 'used';
  if (error.code === ErrorCode.EmailChangeLinkExpired) return 'expired';
  if (error.code === ErrorCode.EmailTaken) return 'taken';
  // Without the codes above: 410 says gone (the commoner reason is the time), 404 or a refused token unknown, 409 taken.
  if (error.status === 410) return 'expired';
  if (error.status === 409) return 'taken';
  if (error.status === 404 || (error.status === 400 && error.field === 'token')) return 'unknown';
  return undefined;
}
