import { useEffect, useRef, useState } from 'react';
import type { PendingSignUp, SignUpLink } from '../../generated/model';
import { callPublicApi } from '../../lib/public-api';
import { refusalMessage } from '../../lib/submission-errors';
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
 * Asked once per page (and again on demand after a failure): asked again later, a link confirmed
 * on this page would read as used. Every answer is the page's to explain.
 */
export function useSignUpLink(token: string): SignUpLinkState {
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
  if ('pending' in answer) return { status: 'ready', pending: answer.pending };
  if ('problem' in answer) return { status: 'problem', problem: answer.problem };
  return { status: 'failed', message: answer.failed, retry: () => setAttempt((count) => count + 1) };
}
