/**
 * What each list may be sorted by, apart from the repositories that read them, so that the mock
 * server's lists (mock/lists/) offer exactly these without loading the database layer.
 */

/** Tenants: indexed columns only (migration 0003). */
export const TENANT_SORT_FIELDS = ['tenantId', 'username', 'enabled', 'createdAt', 'updatedAt'] as const;
export type TenantSortField = (typeof TENANT_SORT_FIELDS)[number];

export const USER_SORT_FIELDS = ['userId', 'username', 'role', 'enabled', 'createdAt', 'lastSignInAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** Events are numbered in the order they happened, so both order by id. */
export const AUDIT_SORT_FIELDS = ['at', 'eventId'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** Past this many matching events a page's total is `*` (unknown), not a count. */
export const AUDIT_COUNT_LIMIT = 10_000;
