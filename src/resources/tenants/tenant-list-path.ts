import type { ListWire } from '../../lib/list-page-path';
import { toContractFilter } from './tenant-filter';

/**
 * Where ra-data-simple-rest finds the tenants list with their domains (under `/v1`), and how the
 * contract names its fields: react-admin's `id` is `tenantId`; the other sortable fields keep their names.
 */
export const TENANT_LIST_WIRE: ListWire = { path: 'admin/tenant/with-domains', sortFields: { id: 'tenantId' }, toContractFilter };
