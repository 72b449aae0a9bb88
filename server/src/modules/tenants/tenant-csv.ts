import type { TenantView } from './tenant-repository.js';
import { BYTE_ORDER_MARK, csvRow } from '../../core/lists/csv.js';

const COLUMNS = ['tenantId', 'username', 'enabled', 'domains', 'remark', 'createdAt', 'updatedAt'] as const;

/** The export's first line: the byte-order mark and the column names. */
export const TENANT_CSV_HEADER = BYTE_ORDER_MARK + csvRow([...COLUMNS]);

/** One tenant as a line of the export (the server's and the mock server's alike). */
export function tenantCsvRow(tenant: Pick<TenantView, (typeof COLUMNS)[number]> & { domains: { name: string }[] }): string {
  const { tenantId, username, enabled, domains, remark, createdAt, updatedAt } = tenant;
  return csvRow([tenantId, username, enabled, domains.map((domain) => domain.name).join(' '), remark, createdAt, updatedAt]);
}
