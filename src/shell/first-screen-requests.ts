import { firstListPageAt, type FirstListPage } from '../lib/list-page-path';
import { getStoredUser } from '../lib/session';

/**
 * Every resource's first list page, found by its folder rather than through the resource list: the
 * list brings the admin application's code, which this request is made to go ahead of.
 */
const FIRST_LIST_PAGES: readonly FirstListPage[] = Object.values(
  import.meta.glob<FirstListPage>('../resources/*/first-list-page.ts', { eager: true, import: 'firstPage' }),
);

/**
 * The first screen's data, asked for as the console boots rather than once the admin application
 * has loaded: the first page of the list the address opens (tenants, users, the audit log). The
 * admin application's own request for it then takes this answer (`restHttpClient`).
 */
export function startFirstScreenRequests(location: Pick<Location, 'pathname' | 'search'>): void {
  const user = getStoredUser();
  // A temporary password: the server refuses every list until it is changed, and the page is elsewhere.
  if (!user?.isAdmin || user.mustChangePassword) return;
  const page = firstListPageAt(FIRST_LIST_PAGES, location);
  // The HTTP client loads with it, out of the way of a signed-out first screen, which has no use for it.
  if (page) void import('../lib/early-requests').then(({ requestEarly }) => requestEarly(page.path));
}
