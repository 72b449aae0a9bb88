import type { ListQuery } from '../../lib/list-query';

/** The list's first page as react-admin asks for it when the address names no other. */
export const FIRST_LIST_PAGE = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'ASC' },
  filter: {},
} as const satisfies ListQuery;
