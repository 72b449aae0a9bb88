import { useGetCurrentUser } from '../generated/endpoints/auth/auth';
import type { CurrentUser as SignedInUser } from '../generated/model';
import { getStoredUser, getToken } from '../lib/session';

/** What the signed-in user may do with the acting tenant's users: administrators and owners manage them; members see only themselves. */
export type UserAccess = 'manage' | 'self';

export interface CurrentUser {
  /** The user as the server knows them now (`GET /v1/auth/me`), with their tenant's name; undefined until it answers. */
  user: SignedInUser | undefined;
  userId: number | undefined;
  /** Administrators and owners manage the tenant's users; members see their own profile. Undefined while unknown. */
  access: UserAccess | undefined;
}

/** The signed-in user and their rights; the stored session decides for administrators at once. */
export function useCurrentUser(): CurrentUser {
  const stored = getStoredUser();
  // Roles change on the server: a minute's staleness at most, and every page agrees. Signed out,
  // nobody is asked: the page waits while react-admin's check sends the visitor to sign-in.
  const me = useGetCurrentUser({ query: { staleTime: 60_000, enabled: getToken() !== null } });
  const user = me.data;
  const userId = user?.userId ?? stored?.userId;
  if (user) return { user, userId, access: user.isAdmin || user.role === 'owner' ? 'manage' : 'self' };
  if (stored?.isAdmin) return { user, userId, access: 'manage' };
  // Unreadable: the least the user may do; the server refuses anything more anyway.
  if (me.isError) return { user, userId, access: 'self' };
  return { user, userId, access: undefined };
}
