import type { QueryClient } from '@tanstack/react-query';
import { getListTenantsWithDomainsQueryOptions } from '../generated/endpoints/tenants/tenants';
import { getStoredUser, getToken } from '../lib/session';
import { STALE_TIME_MS } from './query-client';

/** Screens whose first paint needs every tenant: the dashboard's counts and the list. */
const NEEDS_TENANTS = new Set(['/', '/tenants']);

/**
 * Starts downloading the tenants as the console boots, when the first screen will need them: the
 * list's code and its data then load side by side instead of one after the other (the request
 * used to start some 650 ms into the page). The data provider reads the same cached query.
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string): void {
  if (!NEEDS_TENANTS.has(pathname) || !getToken() || !getStoredUser()?.isAdmin) return;
  void queryClient.prefetchQuery({ ...getListTenantsWithDomainsQueryOptions(), staleTime: STALE_TIME_MS });
}
