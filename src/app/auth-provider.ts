import type { AuthProvider } from 'react-admin';
import { PASSWORD_PATH } from '../components/use-must-change-password';
import { getCurrentUser, login, verifyOneTimeCode } from '../generated/endpoints/auth/auth';
import type { LoginSession } from '../generated/model';
import { ApiError } from '../lib/http-client';
import { clearSession, getStoredUser, getToken, saveSession } from '../lib/session';
import { resetSessionExpiry } from '../lib/session-expiry';
import { clearChallenge, saveChallenge } from '../lib/two-factor-challenge';
import { otpPath } from '../pages/otp/otp-paths';

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

/** The password step; `redirect` is where the sign-in leads, kept for the code step if one follows. */
interface PasswordStep {
  username: string;
  password: string;
  redirect?: string;
}

/** The code step (`/otp`): the password step's challenge and a code of the app, or a recovery code. */
interface CodeStep {
  challenge: string;
  code: string;
}

type SignInStep = PasswordStep | CodeStep;

/** Either step ends here once the server answers a session: both sign in alike. */
function openSession({ token, user }: LoginSession) {
  clearChallenge();
  saveSession(token, user);
  resetSessionExpiry();
  // A temporary password: choosing a new one comes before anything else (DESIGN §10).
  return user.mustChangePassword ? { redirectTo: PASSWORD_PATH } : undefined;
}

export const authProvider: AuthProvider = {
  async login(step: SignInStep) {
    if ('challenge' in step) return openSession(await verifyOneTimeCode({ challenge: step.challenge, code: step.code }));
    const answer = await login({ username: step.username, password: step.password });
    if ('challenge' in answer) {
      // The password was right and a code is due (202): no session yet, the code page asks for it.
      saveChallenge(answer);
      return { redirectTo: otpPath(step.redirect) };
    }
    return openSession(answer);
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
