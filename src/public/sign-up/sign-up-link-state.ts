import { ErrorCode } from '../../generated/model';
import { checkSignUpLinkBody } from '../../generated/zod/auth/auth.zod';
import { ApiError } from '../../lib/api-error';

/**
 * Why a sign-up link cannot create its tenant: it did already, its 24 hours are over, this console
 * never sent it, sign-up is closed now, or a name or the address it carries is someone else's now.
 */
export type SignUpLinkProblem = 'used' | 'expired' | 'unknown' | 'closed' | 'tenantNameTaken' | 'usernameTaken' | 'emailTaken';

/** Whether a token has the shape of one the server sends; anything else is not worth asking about. */
export function isWellFormedSignUpToken(token: string): boolean {
  return checkSignUpLinkBody.shape.token.safeParse(token).success;
}

/** The problem a refusal of a check or a confirmation names, or undefined when it is something else (a network failure, 429, 5xx). */
export function signUpLinkProblemOf(error: unknown): SignUpLinkProblem | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.code) {
    case ErrorCode.SignUpLinkUsed:
      return 'used';
    case ErrorCode.SignUpLinkExpired:
      return 'expired';
    case ErrorCode.SignUpLinkNotFound:
      return 'unknown';
    case ErrorCode.SignUpClosed:
      return 'closed';
    case ErrorCode.EmailTaken:
      return 'emailTaken';
    case ErrorCode.UsernameTaken:
      return error.field === 'tenantName' ? 'tenantNameTaken' : 'usernameTaken';
  }
  // Without the codes above: 410 says gone (the commoner reason is the time), 404 or a refused token says unknown.
  if (error.status === 410) return 'expired';
  if (error.status === 404 || (error.status === 400 && error.field === 'token')) return 'unknown';
  return undefined;
}
