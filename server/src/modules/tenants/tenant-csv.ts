import type { TenantAttributes } from '../../../../src/generated/model/index.js';
import type { TenantView } from './tenant-repository.js';
import { BYTE_ORDER_MARK, csvRow } from '../../core/lists/csv.js';

const COLUMNS = ['tenantId', 'username', 'enabled', 'domains', 'remark', 'createdAt', 'updatedAt'] as const;

/**
 * The export's first line: the byte-order mark, the tenant's own columns, then one per attribute
 * key (`attr.plan`, as filters name it), in key order.
 */
export function tenantCsvHeader(attributeKeys: readonly string[]): string {
  return BYTE_ORDER_MARK + csvRow([...COLUMNS, ...attributeKeys.map((key) => `attr.${key}`)]);
}

type ExportedTenant = Pick<TenantView, (typeof COLUMNS)[number]> & { domains: { name: string }[]; attributes?: TenantAttributes };

/** One tenant as a line of the export (the server's and the mock server's alike): its value of each attribute, or an empty cell. */
export function tenantCsvRow(tenant: ExportedTenant, attributeKeys: readonly string[]): string {
  const { tenantId, username, enabled, domains, remark, createdAt, updatedAt } = tenant;
  const values = attributeKeys.map((key) => tenant.attributes?.[key] ?? '');
  return csvRow([tenantId, username, enabled, domains.map((domain) => domain.name).join(' '), remark, createdAt, updatedAt, ...values]);
}

/** The attribute keys some of these tenants have values of, in key order: the mock's columns, which has no definitions to read. */
export function attributeKeysOf(tenants: readonly { attributes?: TenantAttributes }[]): string[] {
  return [...new Set(tenants.flatMap((tenant) => Object.keys(tenant.attributes ?? {})))].sort();
}
