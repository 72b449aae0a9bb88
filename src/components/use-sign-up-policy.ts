import { useQuery } from '@tanstack/react-query';
import { getGetSignUpPolicyQueryKey, getSignUpPolicy } from '../generated/endpoints/auth/auth';
import type { SignUpMode } from '../generated/model';
import { refusalMessage } from '../lib/submission-errors';

export type SignUpPolicyState =
  | { status: 'loading' }
  | { status: 'ready'; mode: SignUpMode }
  | { status: 'failed'; message: string | undefined; retry: () => void };

type Answer = { mode: SignUpMode } | { failed: string | undefined };

/**
 * Whether sign-up is open (`GET /v1/auth/sign-up`). A failure is an answer here, not an error for
 * the console's funnel: a signed-out visitor on a public page is told on the page, never sent to /500.
 */
export function useSignUpPolicy(): SignUpPolicyState {
  const query = useQuery({
    queryKey: getGetSignUpPolicyQueryKey(),
    queryFn: async (): Promise<Answer> => {
      try {
        return { mode: (await getSignUpPolicy()).mode };
      } catch (error) {
        return { failed: refusalMessage(error) };
      }
    },
    // The server's setting changes with a restart at most.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
  const answer = query.data;
  if (!answer) return { status: 'loading' };
  if ('mode' in answer) return { status: 'ready', mode: answer.mode };
  return { status: 'failed', message: answer.failed, retry: () => void query.refetch() };
}
