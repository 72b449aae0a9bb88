import { listPagePath, type ListWire } from '../../lib/list-page-path';
import type { ListQuery } from '../../lib/list-query';
import { toContractFilter } from './user-filter';

/** Where ra-data-simple-rest finds the acting tenant's users, under `/v1`. */
export const USER_LIST_PATH = 'users';

/** react-admin's `id` is the contract's `userId`; the other sortable fields keep their names. */
export const USER_SORT_FIELDS: Record<string, string> = { id: 'userId' };

const USER_LIST_WIRE: ListWire = { path: USER_LIST_PATH, sortFields: USER_SORT_FIELDS, toContractFilter };

/** The address ra-data-simple-rest asks for one page of the users list. */
export function userListPagePath(query: ListQuery): string {
  return listPagePath(USER_LIST_WIRE, query);
}
