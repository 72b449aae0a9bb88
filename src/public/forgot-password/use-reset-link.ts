import { useEffect, useRef, useState } from 'react';
import type { PasswordResetAccount, PasswordResetLink } from '../../generated/model';
import { callPublicApi } from '../../lib/public-api';
import { refusalMessage } from '../../lib/submission-errors';
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
 * Asked once per page (and again on demand after a failure): asked again later, a link used on this
 * page would read as used. Every answer is the page's to explain.
 */
export function useResetLink(token: string): ResetLink {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer>();
  // The question of each attempt, asked once even when the effect runs twice (React's strict mode).
  const asked = useRef<{ token: string; attempt: number; answer: Promise<Answer> } | undefined>(undefined);
  useEffect(() => {
    if (asked.current?.token !== token || asked.current.attempt !== attempt) asked.current = { token, attempt, answer: check(token) };
    let current = true;
    void asked.current.answer.then((read) => {
      if (current) setAnswer(read);
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);
  // A new attempt keeps the last answer on screen until its own arrives.
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
  return { status: 'failed', message: answer.failed, retry: () => setAttempt((count) => count + 1) };
}
