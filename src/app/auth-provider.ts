import type { AuthProvider } from 'react-admin';
import { getCurrentUser } from '../generated/endpoints/auth/auth';
import { ApiError } from '../lib/http-client';
import { storedPermissions } from '../lib/permissions';
import { clearSession, getStoredUser, getToken } from '../lib/session';
import { signIn } from '../pages/sign-in/sign-in-steps';
import { signInPath } from '../lib/sign-in-path';

export { SIGN_IN_PATH, signInPath } from '../lib/sign-in-path';

export const authProvider: AuthProvider = {
  login: signIn,
  async logout() {
    // No path here: it would override the `redirectTo` (with ?redirect=) of checkAuth.
    clearSession();
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
