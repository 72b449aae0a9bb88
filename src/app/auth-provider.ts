import type { AuthProvider } from 'react-admin';
import { getCurrentUser, signOut } from '../../contract/endpoints/auth/auth';
import { ApiError } from '../lib/http-client';
import { storedPermissions } from '../lib/permissions';
import { clearSession, getStoredUser, getToken } from '../lib/session';
import { signIn } from '../public/sign-in/sign-in-steps';
import { signInPath } from '../lib/sign-in-path';

export { SIGN_IN_PATH, signInPath } from '../lib/sign-in-path';

/** How long signing out waits for the server to end the session before it goes on regardless. */
export const SIGN_OUT_WAIT_MS = 1000;

/**
 * Ends the session of `token` on the server, where each token names a session, waiting a moment at most. Its failure
 * changes nothing: an expired or already ended token, or no network, still signs out here.
 */
async function endOnServer(token: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ended = signOut({ headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SIGN_OUT_WAIT_MS);
  });
  try {
    await Promise.race([ended, waited]);
  } finally {
    clearTimeout(timer);
  }
}

export const authProvider: AuthProvider = {
  login: signIn,
  async logout() {
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
    // A 401 is handled once, by the session-expiry handler the HTTP client calls.
    if (error instanceof ApiError && error.status === 401) {
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
