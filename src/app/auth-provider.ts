import type { AuthProvider } from 'react-admin';
import { PASSWORD_PATH } from '../components/use-must-change-password';
import { getCurrentUser, login } from '../generated/endpoints/auth/auth';
import { ApiError } from '../lib/http-client';
import { clearSession, getStoredUser, getToken, saveSession } from '../lib/session';
import { resetSessionExpiry } from '../lib/session-expiry';

export const SIGN_IN_PATH = '/sign-in';

/** `/sign-in?redirect=<where the user was>`; the sign-in pages themselves are not a destination. */
export function signInPath(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (['/sign-in', '/sign-in-2', '/login', '/'].includes(location.pathname) && !location.search) {
    return SIGN_IN_PATH;
  }
  if (['/sign-in', '/sign-in-2', '/login'].includes(location.pathname)) return `${location.pathname}${location.search}`;
  return `${SIGN_IN_PATH}?redirect=${encodeURIComponent(here)}`;
}

interface Credentials {
  username: string;
  password: string;
}

export const authProvider: AuthProvider = {
  async login({ username, password }: Credentials) {
    const { token, user } = await login({ username, password });
    saveSession(token, user);
    resetSessionExpiry();
    // A temporary password: choosing a new one comes before anything else (DESIGN §10).
    return user.mustChangePassword ? { redirectTo: PASSWORD_PATH } : undefined;
  },
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
    return getStoredUser()?.isAdmin ? 'admin' : 'user';
  },
};
