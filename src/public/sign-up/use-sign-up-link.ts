import type { PendingSignUp, SignUpLink } from '../../generated/model';
import { callPublicApi } from '../../lib/public-api';
import { refusalMessage } from '../../lib/submission-errors';
import { useLinkCheck } from '../use-link-check';
import { isWellFormedSignUpToken, signUpLinkProblemOf, type SignUpLinkProblem } from './sign-up-link-state';

export type SignUpLinkState =
  | { status: 'checking' }
  | { status: 'ready'; pending: PendingSignUp }
  | { status: 'problem'; problem: SignUpLinkProblem }
  | { status: 'failed'; message: string | undefined; retry: () => void };

type Answer = { pending: PendingSignUp } | { problem: SignUpLinkProblem } | { failed: string | undefined };

async function check(token: string): Promise<Answer> {
  if (!isWellFormedSignUpToken(token)) return { problem: 'unknown' };
  try {
    const link: SignUpLink = { token };
    return { pending: await callPublicApi<PendingSignUp>('POST', '/v1/auth/sign-up/check', link) };
  } catch (error) {
    const problem = signUpLinkProblemOf(error);
    return problem ? { problem } : { failed: refusalMessage(error) };
  }
}

/**
 * Asks the server, before anything is created, what the link would create, or why it cannot.
 * Every answer is the page's to explain.
 */
export function useSignUpLink(token: string): SignUpLinkState {
  const { answer, retry } = useLinkCheck(token, check);
  if (!answer) return { status: 'checking' };
  if ('pending' in answer) return { status: 'ready', pending: answer.pending };
  if ('problem' in answer) return { status: 'problem', problem: answer.problem };
  return { status: 'failed', message: answer.failed, retry };
}
