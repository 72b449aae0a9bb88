import { PASSWORD_PATH } from '../../components/use-must-change-password';
import { TWO_FACTOR_PATH } from '../../components/use-two-factor-due';
import type { LoginSession, SignInEnvelopeData, OneTimeCodeSignIn } from '../../generated/model';
import { otpPath } from '../otp/otp-paths';
import { callPublicApi } from '../../lib/public-api';
import { saveSession } from '../../lib/session';
import { resetSessionExpiry } from '../../lib/session-expiry';
import { clearChallenge, saveChallenge } from '../../lib/two-factor-challenge';

/** The password step; `redirect` is where the sign-in leads, kept for the code step if one follows. */
export interface PasswordStep {
  username: string;
  password: string;
  redirect?: string;
}

/** The code step (`/otp`): the password step's challenge and a code of the app, or a recovery code. */
export type CodeStep = OneTimeCodeSignIn;

export type SignInStep = PasswordStep | CodeStep;

/** Where to go instead of the redirect the sign-in was asked for, if anywhere. */
export type SignInOutcome = { redirectTo: string } | undefined;

/** Either step ends here once the server answers a session: both sign in alike. */
function openSession({ token, user, twoFactorDueAt }: LoginSession): SignInOutcome {
  clearChallenge();
  saveSession(token, { ...user, twoFactorDueAt });
  resetSessionExpiry();
  // A temporary password: choosing a new one comes before anything else.
  if (user.mustChangePassword) return { redirectTo: PASSWORD_PATH };
  // Two-factor sign-in the tenant's policy requires: its page at each sign-in until it is on.
  return twoFactorDueAt ? { redirectTo: TWO_FACTOR_PATH } : undefined;
}

/**
 * One step of signing in (`POST /v1/auth/login`, then `/v1/auth/otp` when a code is due). Light on
 * purpose: the sign-in page calls it before the admin application has loaded, and react-admin's
 * `authProvider.login` is this same function.
 */
export async function signIn(step: SignInStep): Promise<SignInOutcome> {
  if ('challenge' in step) {
    const body: OneTimeCodeSignIn = { challenge: step.challenge, code: step.code };
    return openSession(await callPublicApi<LoginSession>('POST', '/v1/auth/otp', body));
  }
  const answer = await callPublicApi<SignInEnvelopeData>('POST', '/v1/auth/login', { username: step.username, password: step.password });
  if ('challenge' in answer) {
    // The password was right and a code is due (202): no session yet, the code page asks for it.
    saveChallenge(answer);
    return { redirectTo: otpPath(step.redirect) };
  }
  return openSession(answer);
}
