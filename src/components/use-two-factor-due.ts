import { useSyncExternalStore } from 'react';
import { getStoredUser, onSessionChange, type StoredUser } from '../lib/session';

/** Where two-factor sign-in is turned on when a policy requires it: alone on its page, nothing else around it. */
export const TWO_FACTOR_PATH = '/settings/two-factor';

const dueAt = () => getStoredUser()?.twoFactorDueAt ?? null;

/** Whether the stored user's grace period for two-factor sign-in is over: they may go nowhere but enrolment. */
export function isTwoFactorOverdue(user: Pick<StoredUser, 'twoFactorDueAt'> | null, now = Date.now()): boolean {
  return user?.twoFactorDueAt != null && Date.parse(user.twoFactorDueAt) <= now;
}

/** By when the signed-in user must turn two-factor sign-in on, if a policy asks it; follows the session in any tab. */
export function useTwoFactorDueAt(): string | null {
  return useSyncExternalStore(onSessionChange, dueAt, () => null);
}

/** Whether the grace period is over; read at each render of a session change. */
export function useTwoFactorOverdue(): boolean {
  const due = useTwoFactorDueAt();
  return isTwoFactorOverdue({ twoFactorDueAt: due });
}
