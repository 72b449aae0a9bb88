import type { QueryClient } from '@tanstack/react-query';
import { listQueryKey, type ListQuery } from '../lib/list-query';
import { getStoredUser, getToken } from '../lib/session';
import { DASHBOARD_QUERIES } from '../pages/dashboard/dashboard-queries';
import { firstListPageAt } from '../lib/list-page-path';
import type { ConsoleDataProvider } from './data-provider';
import { RESOURCES } from './resource-list';
import { STALE_TIME_MS } from './query-client';

/** The pages each first screen shows before anything else: the dashboard's questions, or a list's first page. */
function firstScreenQueries(location: Pick<Location, 'pathname' | 'search'>): { resource: string; query: ListQuery }[] {
  if (location.pathname === '/') return Object.values(DASHBOARD_QUERIES).map((query) => ({ resource: 'tenants', query }));
  const page = firstListPageAt(
    RESOURCES.flatMap((resource) => resource.firstListPage ?? []),
    location,
  );
  return page ? [page] : [];
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
  const queries = firstScreenQueries(location).map(({ resource, query }) =>
    queryClient.prefetchQuery({
      queryKey: listQueryKey(resource, query),
      queryFn: async () => {
        const { data, total, pageInfo, meta } = await dataProvider.getList(resource, { ...query, pagination: query.pagination!, sort: query.sort! });
        return { data, total, pageInfo, meta };
      },
      staleTime: STALE_TIME_MS,
    }),
  );
  // prefetchQuery never rejects: a failed page is left for the list to meet and report.
  await Promise.all(queries);
}
