import { requestEarly } from '../lib/early-requests';
import { getStoredUser } from '../lib/session';
import { FIRST_LIST_PAGE } from '../resources/tenants/tenant-queries';
import { tenantListPagePath } from '../resources/tenants/tenant-list-path';

/**
 * The first screen's data, asked for as the console boots rather than once the admin application
 * has loaded: the tenants list's first page (an administrator's usual first screen). The admin
 * application's own request for it then takes this answer (`restHttpClient`).
 */
export function startFirstScreenRequests(location: Pick<Location, 'pathname' | 'search'>): void {
  const user = getStoredUser();
  // A temporary password: the server refuses every list until it is changed, and the page is elsewhere.
  if (!user?.isAdmin || user.mustChangePassword) return;
  if (location.pathname === '/tenants' && location.search === '') requestEarly(tenantListPagePath(FIRST_LIST_PAGE));
}
