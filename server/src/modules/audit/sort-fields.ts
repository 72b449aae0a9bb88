/**
 * What audit events may be sorted by, apart from the repository that reads them, so that the mock
 * server's lists (through this area's list.ts) offer exactly these without loading the database layer.
 */

/** Events are numbered in the order they happened, so both order by id. */
export const AUDIT_SORT_FIELDS = ['at', 'eventId'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** Past this many matching events a page's total is `*` (unknown), not a count. */
export const AUDIT_COUNT_LIMIT = 10_000;
