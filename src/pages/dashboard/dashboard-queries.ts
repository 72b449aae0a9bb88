import type { ListQuery } from '../../lib/list-query';

/**
 * The dashboard's questions: the five latest changes, and how many tenants are enabled, disabled
 * and waiting for approval. A sign-up waiting for approval is not enabled either, but it is not
 * "disabled" (nobody turned it off): counted by state, it is counted apart.
 */
export const DASHBOARD_QUERIES = {
  recent: { pagination: { page: 1, perPage: 5 }, sort: { field: 'updatedAt', order: 'DESC' }, filter: {} },
  enabled: { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: { enabled: 'true' } },
  disabled: { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: { state: 'disabled' } },
  waiting: { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: { state: 'pending' } },
} as const satisfies Record<string, ListQuery>;
