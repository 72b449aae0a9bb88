import { useSyncExternalStore } from 'react';
import { getStoredUser, onSessionChange } from '../lib/session';

/** Where one's own password is changed; a user with a temporary password may go nowhere else. */
export const PASSWORD_PATH = '/settings/password';

const mustChange = () => getStoredUser()?.mustChangePassword === true;

/** Whether the signed-in user must choose a new password first; follows the session as it changes, in any tab. */
export function useMustChangePassword(): boolean {
  return useSyncExternalStore(onSessionChange, mustChange, () => false);
}
