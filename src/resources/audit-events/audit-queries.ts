import type { ListQuery } from '../../lib/list-query';

/** The audit log's first page as react-admin asks for it when the address names no other: newest first. */
export const FIRST_LIST_PAGE = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'at', order: 'DESC' },
  filter: {},
} as const satisfies ListQuery;
