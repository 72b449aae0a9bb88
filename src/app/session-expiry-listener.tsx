import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { onSessionExpired } from '../lib/session-expiry';
import { signInPath } from './auth-provider';

/**
 * The one reaction to an expired session (DESIGN §5): one toast, react-admin's sign-out
 * (which clears the session keys and every cached answer), then sign-in with a way back.
 */
export function SessionExpiryListener() {
  const notify = useNotify();
  const logout = useLogout();
  useEffect(
    () =>
      onSessionExpired((reason) => {
        // A password changed elsewhere ended the session: say so, or the person wonders why.
        notify(reason === 'passwordChanged' ? 'accounts.session.passwordChanged' : 'shell.errors.sessionExpired', { type: 'error' });
        void logout({}, signInPath(), false);
      }),
    [notify, logout],
  );
  return null;
}
