import type { ListQuery } from '../../lib/list-query';
import { toContractFilter } from './tenant-filter';

/** Where ra-data-simple-rest finds the tenants list (with their domains), under `/v1`. */
export const TENANT_LIST_PATH = 'admin/tenant/with-domains';

/** react-admin's `id` is the contract's `tenantId`; the other sortable fields keep their names. */
export const TENANT_SORT_FIELDS: Record<string, string> = { id: 'tenantId' };

/**
 * The address ra-data-simple-rest asks for one page of the list (`filter`, `range`, `sort`, its
 * keys in order and strictly encoded), built without it: the console asks for the first page as it
 * boots, before ra-data-simple-rest has loaded. A test holds the two equal.
 */
export function tenantListPagePath({ pagination = { page: 1, perPage: 25 }, sort = { field: 'id', order: 'ASC' }, filter }: ListQuery): string {
  const start = (pagination.page - 1) * pagination.perPage;
  const field = TENANT_SORT_FIELDS[sort.field] ?? sort.field;
  const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const range = [start, start + pagination.perPage - 1];
  return `/v1/${TENANT_LIST_PATH}?filter=${encode(toContractFilter(filter))}&range=${encode(range)}&sort=${encode([field, sort.order])}`;
}
