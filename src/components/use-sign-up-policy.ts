import { useCallback, useEffect, useState } from 'react';
import type { SignUpMode, SignUpPolicy } from '../generated/model';
import { refusalMessage } from '../lib/submission-errors';

export type SignUpPolicyState =
  | { status: 'loading' }
  | { status: 'ready'; mode: SignUpMode }
  | { status: 'failed'; message: string | undefined; retry: () => void };

type Answer = { mode: SignUpMode } | { failed: string | undefined };

// The server's setting changes with a restart at most: one answer serves every page for a while.
const FRESH_FOR_MS = 5 * 60_000;
let remembered: { at: number; answer: Promise<Answer> } | undefined;

/** Forgets the answer: the next page asks the server again (a fresh console, a test's next case). */
export function forgetSignUpPolicy(): void {
  remembered = undefined;
}

function readPolicy(again: boolean): Promise<Answer> {
  if (!again && remembered && Date.now() - remembered.at < FRESH_FOR_MS) return remembered.answer;
  // The HTTP client loads with the question, after the page's first paint.
  const answer = import('../lib/public-api').then(({ callPublicApi }) => callPublicApi<SignUpPolicy>('GET', '/v1/auth/sign-up')).then(
    (policy): Answer => ({ mode: policy.mode }),
    (error: unknown): Answer => ({ failed: refusalMessage(error) }),
  );
  remembered = { at: Date.now(), answer };
  // A failure is not kept: the next page asks again.
  void answer.then((read) => {
    if ('failed' in read && remembered?.answer === answer) remembered = undefined;
  });
  return answer;
}

/**
 * Whether sign-up is open (`GET /v1/auth/sign-up`). A failure is an answer here, not an error for
 * the console's funnel: a signed-out visitor on a public page is told on the page, never sent to /500.
 */
export function useSignUpPolicy(): SignUpPolicyState {
  const [answer, setAnswer] = useState<Answer>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void readPolicy(attempt > 0).then((read) => {
      if (current) setAnswer(read);
    });
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setAnswer(undefined);
    setAttempt((count) => count + 1);
  }, []);
  if (!answer) return { status: 'loading' };
  if ('mode' in answer) return { status: 'ready', mode: answer.mode };
  return { status: 'failed', message: answer.failed, retry };
}
