import { listPagePath, type ListWire } from '../../lib/list-page-path';
import type { ListQuery } from '../../lib/list-query';
import { toContractFilter } from './tenant-filter';

/** Where ra-data-simple-rest finds the tenants list (with their domains), under `/v1`. */
export const TENANT_LIST_PATH = 'admin/tenant/with-domains';

/** react-admin's `id` is the contract's `tenantId`; the other sortable fields keep their names. */
export const TENANT_SORT_FIELDS: Record<string, string> = { id: 'tenantId' };

const TENANT_LIST_WIRE: ListWire = { path: TENANT_LIST_PATH, sortFields: TENANT_SORT_FIELDS, toContractFilter };

/** The address ra-data-simple-rest asks for one page of the tenants list. */
export function tenantListPagePath(query: ListQuery): string {
  return listPagePath(TENANT_LIST_WIRE, query);
}
