import { getStoredUser } from './session';

/** What the signed-in user may do: administrators manage tenants, everyone else works in their own. */
export type ConsolePermissions = 'admin' | 'user';

/** The permissions of the session stored at sign-in (the auth provider answers these). */
export function storedPermissions(): ConsolePermissions {
  return getStoredUser()?.isAdmin ? 'admin' : 'user';
}
