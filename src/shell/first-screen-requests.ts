import { getStoredUser } from '../lib/session';
import { firstListPageAt } from '../resources/first-list-pages';

/**
 * The first screen's data, asked for as the console boots rather than once the admin application
 * has loaded: the first page of the list the address opens (tenants, users, the audit log). The
 * admin application's own request for it then takes this answer (`restHttpClient`).
 */
export function startFirstScreenRequests(location: Pick<Location, 'pathname' | 'search'>): void {
  const user = getStoredUser();
  // A temporary password: the server refuses every list until it is changed, and the page is elsewhere.
  if (!user?.isAdmin || user.mustChangePassword) return;
  const page = firstListPageAt(location);
  // The HTTP client loads with it, out of the way of a signed-out first screen, which has no use for it.
  if (page) void import('../lib/early-requests').then(({ requestEarly }) => requestEarly(page.path));
}
