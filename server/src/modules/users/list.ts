import type { User } from '../../../../src/generated/model/index.js';
import { compareBooleans, compareInstants, compareNumbers, compareText } from '../../core/lists/in-memory-order.js';
import { declareList } from '../../core/lists/list-declaration.js';
import type { ListReading } from '../../core/lists/list-query.js';
import { messages } from './messages.js';
import { USER_SORT_FIELDS, type UserSortField } from './sort-fields.js';
import { parseUserFilter } from './user-filter.js';
import type { UserFilter } from './user-repository.js';
import { userNotFound } from './user-refusals.js';

function userMatches(user: User, filter: UserFilter): boolean {
  if (filter.role !== undefined && user.role !== filter.role) return false;
  if (filter.enabled !== undefined && user.enabled !== filter.enabled) return false;
  if (filter.kind !== undefined && (user.kind ?? 'person') !== filter.kind) return false;
  if (filter.ids !== undefined && !filter.ids.includes(user.userId)) return false;
  const q = filter.q;
  if (q === undefined || (/^\d{1,9}$/.test(q) && Number(q) === user.userId)) return true;
  return [user.username, user.displayName, user.email ?? ''].some((text) => text.toLowerCase().includes(q));
}

/** How the users' list reads its parameters, on the server and in the mock. */
export const userListReading: ListReading<UserSortField, UserFilter> = {
  fields: USER_SORT_FIELDS,
  defaultSort: { field: 'userId', direction: 'asc' },
  parseFilter: parseUserFilter,
};

/** The acting tenant's users, as the server answers them and the mock server pages them (mock/lists/). */
export const list = declareList<User, UserSortField, UserFilter>({
  ...userListReading,
  resource: 'users',
  orderBy: {
    userId: (a, b) => compareNumbers(a.userId, b.userId),
    username: (a, b) => compareText(a.username.toLowerCase(), b.username.toLowerCase()),
    role: (a, b) => compareText(a.role, b.role),
    enabled: (a, b) => compareBooleans(a.enabled, b.enabled),
    createdAt: (a, b) => compareInstants(a.createdAt, b.createdAt),
    lastSignInAt: (a, b) => compareInstants(a.lastSignInAt, b.lastSignInAt),
  },
  idOf: (user) => user.userId,
  matches: userMatches,
  operations: [{ operationId: 'listUsers' }],
  getOne: { operationId: 'getUser', notFound: userNotFound },
  messages,
});
