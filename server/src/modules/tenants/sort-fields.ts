/**
 * What the tenants may be sorted by, apart from the repository that reads them, so that the mock
 * server's lists (through this area's list.ts) offer exactly these without loading the database layer.
 */

/** Tenants: indexed columns only (migration 0003). */
export const TENANT_SORT_FIELDS = ['tenantId', 'username', 'enabled', 'createdAt', 'updatedAt'] as const;
export type TenantSortField = (typeof TENANT_SORT_FIELDS)[number];
