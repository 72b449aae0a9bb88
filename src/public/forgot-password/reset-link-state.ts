import { ErrorCode } from '../../generated/model';
import { checkPasswordResetLinkBody } from '../../generated/zod/auth/auth.zod';
import { ApiError } from '../../lib/api-error';

/** Why a reset link cannot set a password: it set one already, its 30 minutes are over, or this console never sent it. */
export type LinkProblem = 'used' | 'expired' | 'unknown';

/**
 * What a mailed link is for: a forgotten password (`/forgot-password`), an invitation to choose
 * the first one (`/invitation`), or taking an account back from its old address after its email
 * was changed. The same check and the same reset serve all three; only the words differ.
 */
export type LinkPurpose = 'reset' | 'invitation' | 'emailUndo';

/** Where each purpose's words are, under `accounts.*`. */
export const LINK_WORDS: Record<LinkPurpose, string> = { reset: 'accounts.forgot', invitation: 'accounts.invitation', emailUndo: 'accounts.emailUndo' };

/** Whether a token has the shape of one the server sends; anything else is not worth asking about. */
export function isWellFormedToken(token: string): boolean {
  return checkPasswordResetLinkBody.shape.token.safeParse(token).success;
}

/** The link's problem that a refusal of a check or a reset names, or undefined when it is something else (a network failure, 429, 5xx). */
export function linkProblemOf(error: unknown): LinkProblem | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === ErrorCode.ResetLinkUsed) return 'used';
  if (error.code === ErrorCode.ResetLinkExpired) return 'expired';
  if (error.code === ErrorCode.ResetLinkNotFound) return 'unknown';
  // Without the codes above: 410 says gone (the commoner reason is the time), 404 or a refused token says unknown.
  if (error.status === 410) return 'expired';
  if (error.status === 404 || (error.status === 400 && error.field === 'token')) return 'unknown';
  return undefined;
}
