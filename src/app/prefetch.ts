import type { QueryClient } from '@tanstack/react-query';
import { listQueryKey, type ListQuery } from '../lib/list-query';
import { getStoredUser, getToken } from '../lib/session';
import { DASHBOARD_QUERIES } from '../pages/dashboard/dashboard-queries';
import { FIRST_LIST_PAGE } from '../resources/tenants/tenant-queries';
import type { ConsoleDataProvider } from './data-provider';
import { STALE_TIME_MS } from './query-client';

/** The pages of tenants each first screen shows before anything else. */
function firstScreenQueries(pathname: string, search: string): ListQuery[] {
  if (pathname === '/') return Object.values(DASHBOARD_QUERIES);
  // With parameters in the address the list asks for another page; it fetches that itself.
  if (pathname === '/tenants' && search === '') return [FIRST_LIST_PAGE];
  return [];
}

/**
 * Starts the first screen's requests as the console boots, under the keys react-admin will read
 * them from: the list's code and its data then load side by side instead of one after the other.
 * Settles once every one of them has an answer (or has failed).
 */
export async function prefetchFirstScreen(
  queryClient: QueryClient,
  dataProvider: ConsoleDataProvider,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const user = getStoredUser();
  // A temporary password: the server refuses every list until it is changed, and the page is elsewhere.
  if (!getToken() || !user?.isAdmin || user.mustChangePassword) return;
  const queries = firstScreenQueries(location.pathname, location.search).map((query) =>
    queryClient.prefetchQuery({
      queryKey: listQueryKey('tenants', query),
      queryFn: async () => {
        const { data, total, pageInfo, meta } = await dataProvider.getList('tenants', { ...query, pagination: query.pagination!, sort: query.sort! });
        return { data, total, pageInfo, meta };
      },
      staleTime: STALE_TIME_MS,
    }),
  );
  // prefetchQuery never rejects: a failed page is left for the list to meet and report.
  await Promise.all(queries);
}
