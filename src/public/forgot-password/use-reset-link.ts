import type { PasswordResetAccount, PasswordResetLink } from '../../generated/model';
import { callPublicApi } from '../../lib/public-api';
import { refusalMessage } from '../../lib/submission-errors';
import { useLinkCheck } from '../use-link-check';
import { isWellFormedToken, linkProblemOf, type LinkProblem, type LinkPurpose } from './reset-link-state';

export type ResetLink =
  | { status: 'checking' }
  | { status: 'valid'; username: string; purpose?: LinkPurpose; tenantName?: string; email?: string }
  | { status: 'problem'; problem: LinkProblem }
  | { status: 'failed'; message: string | undefined; retry: () => void };

type Answer = { account: PasswordResetAccount } | { problem: LinkProblem } | { failed: string | undefined };

async function check(token: string): Promise<Answer> {
  if (!isWellFormedToken(token)) return { problem: 'unknown' };
  try {
    const link: PasswordResetLink = { token };
    return { account: await callPublicApi<PasswordResetAccount>('POST', '/v1/auth/password-reset/check', link) };
  } catch (error) {
    const problem = linkProblemOf(error);
    return problem ? { problem } : { failed: refusalMessage(error) };
  }
}

/**
 * Asks the server, before anyone types a password, whether the link can still set one, for whom,
 * and whether it invites them (with their tenant's name) or resets a forgotten password.
 * Every answer is the page's to explain.
 */
export function useResetLink(token: string): ResetLink {
  const { answer, retry } = useLinkCheck(token, check);
  if (!answer) return { status: 'checking' };
  if ('account' in answer) {
    const { username, purpose, tenantName, email } = answer.account;
    return {
      status: 'valid',
      username,
      ...(purpose !== undefined && { purpose }),
      ...(tenantName !== undefined && { tenantName }),
      ...(email !== undefined && { email }),
    };
  }
  if ('problem' in answer) return { status: 'problem', problem: answer.problem };
  return { status: 'failed', message: answer.failed, retry };
}
