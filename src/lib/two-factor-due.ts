import { getStoredUser, updateStoredUser } from './session';

// Apart from `session.ts`, which every first screen loads: only the two-factor pages call it.

/** Two-factor sign-in is on: nothing is owed any more. */
export function twoFactorTurnedOn(): void {
  const user = getStoredUser();
  if (!user?.twoFactorDueAt) return;
  updateStoredUser({ ...user, twoFactorDueAt: null });
}
