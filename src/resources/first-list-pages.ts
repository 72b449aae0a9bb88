import { listPagePath } from '../lib/list-page-path';
import type { ListQuery } from '../lib/list-query';
import { AUDIT_LIST_WIRE } from './audit-events/audit-list-path';
import { FIRST_LIST_PAGE as FIRST_AUDIT_PAGE } from './audit-events/audit-queries';
import { AUDIT_RESOURCE } from './audit-events/audit-record';
import { TENANT_LIST_WIRE } from './tenants/tenant-list-path';
import { FIRST_LIST_PAGE as FIRST_TENANT_PAGE } from './tenants/tenant-queries';
import { USER_LIST_WIRE } from './users/user-list-path';
import { FIRST_LIST_PAGE as FIRST_USER_PAGE } from './users/user-queries';

/** A list's first page: the resource, the page as react-admin asks for it, and its address on the wire. */
export interface FirstListPage {
  resource: string;
  query: ListQuery;
  path: string;
}

/** The lists the console opens on, by their address without parameters. */
const FIRST_LIST_PAGES: Readonly<Record<string, FirstListPage>> = {
  '/tenants': { resource: 'tenants', query: FIRST_TENANT_PAGE, path: listPagePath(TENANT_LIST_WIRE, FIRST_TENANT_PAGE) },
  '/users': { resource: 'users', query: FIRST_USER_PAGE, path: listPagePath(USER_LIST_WIRE, FIRST_USER_PAGE) },
  [`/${AUDIT_RESOURCE}`]: { resource: AUDIT_RESOURCE, query: FIRST_AUDIT_PAGE, path: listPagePath(AUDIT_LIST_WIRE, FIRST_AUDIT_PAGE) },
};

/** The first page of the list at this address; none with parameters in it (the list asks for that page itself). */
export function firstListPageAt(location: Pick<Location, 'pathname' | 'search'>): FirstListPage | undefined {
  if (location.search !== '') return undefined;
  return Object.hasOwn(FIRST_LIST_PAGES, location.pathname) ? FIRST_LIST_PAGES[location.pathname] : undefined;
}
