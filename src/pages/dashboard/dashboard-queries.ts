import type { ListQuery } from '../../lib/list-query';

/** The dashboard's three questions: the five latest changes, and how many are enabled and disabled. */
export const DASHBOARD_QUERIES = {
  recent: { pagination: { page: 1, perPage: 5 }, sort: { field: 'updatedAt', order: 'DESC' }, filter: {} },
  enabled: { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: { enabled: 'true' } },
  disabled: { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: { enabled: 'false' } },
} as const satisfies Record<string, ListQuery>;
