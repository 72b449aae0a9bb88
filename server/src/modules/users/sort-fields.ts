/**
 * What users may be sorted by, apart from the repository that reads them, so that the mock
 * server's lists (through this area's list.ts) offer exactly these without loading the database layer.
 */

export const USER_SORT_FIELDS = ['userId', 'username', 'role', 'enabled', 'createdAt', 'lastSignInAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
