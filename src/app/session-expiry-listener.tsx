import { useEffect } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { toast } from '../lib/toast';
import { actingEndsIn, endActing, getActingSession } from '../lib/impersonation';
import { onSessionExpired } from '../lib/session-expiry';
import { signInPath } from './auth-provider';

/**
 * The one reaction to an expired session, whichever call met the 401: one toast, react-admin's sign-out
 * (which clears the session keys and every cached answer), then sign-in with a way back. An acting
 * session (an administrator acting as an owner) that ends so brings the administrator's back instead.
 */
/** An acting session refused this close to its end ran out, rather than being ended by someone. */
const RAN_OUT_MARGIN_MS = 5_000;

export function SessionExpiryListener() {
  const translate = useTranslate();
  const logout = useLogout();
  useEffect(
    () =>
      onSessionExpired((reason) => {
        if (getActingSession()) {
          const acting = endActing();
          // Refused as its time ran out (clocks differ by a few seconds), or ended before it.
          const why = acting && actingEndsIn(acting) < RAN_OUT_MARGIN_MS ? 'expired' : 'refused';
          if (acting) toast.warning(translate(`impersonation.ended.${why}`, { owner: acting.owner.username }));
          return;
        }
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
