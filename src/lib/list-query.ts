import type { GetListParams } from 'react-admin';

/** What decides which page of a list is shown. */
export type ListQuery = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/** The key react-admin's `useGetList` gives a query, so a prefetched page is the page it reads. */
export function listQueryKey(resource: string, query: ListQuery) {
  return [resource, 'getList', { pagination: query.pagination, sort: query.sort, filter: query.filter }] as const;
}
