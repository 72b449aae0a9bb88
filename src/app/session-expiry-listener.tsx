import { useEffect } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { onSessionExpired } from '../lib/session-expiry';
import { signInPath } from './auth-provider';

/**
 * The one reaction to an expired session, whichever call met the 401: one toast, react-admin's sign-out
 * (which clears the session keys and every cached answer), then sign-in with a way back.
 */
export function SessionExpiryListener() {
  const translate = useTranslate();
  const logout = useLogout();
  useEffect(
    () =>
      onSessionExpired((reason) => {
        // Ended on the server (signed out elsewhere, a new password): say so, or the person wonders why.
        // Straight to the console's toaster, not react-admin's queue: the admin application hands
        // over to sign-in at once, and its queue goes with it.
        toast.error(translate(reason === 'ended' ? 'accounts.session.ended' : 'shell.errors.sessionExpired'));
        void logout({}, signInPath(), false);
      }),
    [translate, logout],
  );
  return null;
}
