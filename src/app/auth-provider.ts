import type { AuthProvider } from 'react-admin';
import { getCurrentUser, signOut, stopImpersonation } from '../generated/endpoints/auth/auth';
import { endActing, getActingSession, type ActingSession } from '../lib/impersonation';
import { ApiError } from '../lib/http-client';
import { storedPermissions } from '../lib/permissions';
import { clearSession, getStoredUser, getToken } from '../lib/session';
import { signIn } from '../public/sign-in/sign-in-steps';
import { signInPath } from '../lib/sign-in-path';

export { SIGN_IN_PATH, signInPath } from '../lib/sign-in-path';

/** How long signing out waits for the server to end the session before it goes on regardless. */
export const SIGN_OUT_WAIT_MS = 1000;

/** Waits for a call ending a session on the server a moment at most; its failure changes nothing here. */
async function awaitBriefly(call: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ended = call.catch(() => undefined);
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SIGN_OUT_WAIT_MS);
  });
  try {
    await Promise.race([ended, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ends the session of `token` on the server, where each token names a session, waiting a moment at most. Its failure
 * changes nothing: an expired or already ended token, or no network, still signs out here.
 */
function endOnServer(token: string): Promise<void> {
  return awaitBriefly(signOut({ headers: { Authorization: `Bearer ${token}` } }));
}

/**
 * Stops acting as an owner: the administrator's session comes back at once, at the owner's page,
 * and the acting session is ended on the server (its token, no longer held here, sent by hand: its
 * refusal, should it have ended already, is not taken for the administrator's). Answers the acting
 * session that stopped, or null when there was none.
 */
export async function stopActing(): Promise<ActingSession | null> {
  const token = getToken();
  const acting = endActing();
  // The token named in the call's own options: the session held here is the administrator's again.
  if (acting && token) await awaitBriefly(stopImpersonation({ token }));
  return acting;
}

export const authProvider: AuthProvider = {
  login: signIn,
  async logout() {
    // Signing out while acting as an owner stops acting: the administrator is still signed in.
    // No redirect (false): the console starts afresh at the owner's page as the session changes.
    if (getActingSession()) {
      await stopActing();
      return false;
    }
    const token = getToken();
    // Cleared first, the call carrying the token itself: its 401 (a token ended already) is then
    // about a session this tab no longer holds, and does not end in the session-expired toast.
    clearSession();
    if (token) await endOnServer(token);
    // No path here: it would override the `redirectTo` (with ?redirect=) of checkAuth.
  },
  async checkAuth() {
    if (!getToken()) {
      // react-admin redirects there; the message would only repeat what the page says.
      throw { redirectTo: signInPath(), message: false };
    }
  },
  async checkError(error: unknown) {
    // A 401 is handled once, by the session-expiry handler the HTTP client calls, which clears the
    // session. One still held is another's: an acting session's 401 brings the administrator's back.
    if (error instanceof ApiError && error.status === 401 && !getToken()) {
      throw { redirectTo: signInPath(), message: false, logoutUser: false };
    }
  },
  async getIdentity() {
    const user = getStoredUser() ?? (getToken() ? await getCurrentUser() : null);
    if (!user) throw new Error('Not signed in');
    return { id: user.userId, fullName: user.username };
  },
  async getPermissions() {
    return storedPermissions();
  },
};
