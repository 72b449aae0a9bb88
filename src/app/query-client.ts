import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/http-client';
import { storedPermissions } from '../lib/permissions';
import type { ErrorFunnel } from './error-funnel';
import { staleListsAfterWrite } from './lists-after-write';

export const MAX_RETRIES = 3;
export const STALE_TIME_MS = 10_000;

/** react-admin's query of the user's permissions (`usePermissions`, which its router and pages call). */
const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions'];
/** react-admin's own staleness for them. */
const PERMISSIONS_STALE_MS = 5 * 60 * 1000;

/** No retry can fix a refusal: 401 and 403 are final, and so are the other 4xx answers. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  const status = error instanceof ApiError ? error.status : (error as { status?: number } | null)?.status;
  // No status, or 0: no answer came (a timeout, a dropped connection), which a retry may get.
  return !status || status >= 500;
}

/** The one QueryClient, shared by react-admin and the generated hooks: at most 3 retries, none on a 4xx; fresh for 10 s; refetched on window focus. */
export function createQueryClient(funnel?: ErrorFunnel): QueryClient {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => funnel?.onQueryError(error) }),
    mutationCache: new MutationCache({
      onError: (error) => funnel?.onMutationError(error),
      onSettled: (_data, error, _variables, _context, mutation) => {
        if (!error) staleListsAfterWrite(queryClient, mutation);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  // The permissions are the stored session's, which is what the auth provider answers: known from
  // the first render, react-admin's router does not draw the whole console again once it has them.
  queryClient.setQueryDefaults(PERMISSIONS_QUERY_KEY, { initialData: storedPermissions, staleTime: PERMISSIONS_STALE_MS });
  return queryClient;
}
