import { useQuery } from '@tanstack/react-query';
import { checkPasswordResetLink } from '../../generated/endpoints/auth/auth';
import { refusalMessage } from '../../lib/submission-errors';
import { isWellFormedToken, linkProblemOf, type LinkProblem } from './reset-link-state';

export type ResetLink =
  | { status: 'checking' }
  | { status: 'valid'; username: string }
  | { status: 'problem'; problem: LinkProblem }
  | { status: 'failed'; message: string | undefined; retry: () => void };

type Answer = { username: string } | { problem: LinkProblem } | { failed: string | undefined };

async function check(token: string): Promise<Answer> {
  if (!isWellFormedToken(token)) return { problem: 'unknown' };
  try {
    return { username: (await checkPasswordResetLink({ token })).username };
  } catch (error) {
    const problem = linkProblemOf(error);
    return problem ? { problem } : { failed: refusalMessage(error) };
  }
}

/**
 * Asks the server, before anyone types a password, whether the link can still set one and for whom.
 * Every answer is the page's to explain, not the console's error funnel's.
 */
export function useResetLink(token: string): ResetLink {
  const query = useQuery({
    queryKey: ['passwordResetLink', token],
    queryFn: () => check(token),
    // Checked once: asked again later (a focused window) a link used on this page would read as used.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const answer = query.data;
  if (!answer) return { status: 'checking' };
  if ('username' in answer) return { status: 'valid', username: answer.username };
  if ('problem' in answer) return { status: 'problem', problem: answer.problem };
  return { status: 'failed', message: answer.failed, retry: () => void query.refetch() };
}
