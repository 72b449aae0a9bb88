/** Where a sign-in that needs a one-time code goes on. */
export const OTP_PATH = '/otp';

/** `?redirect=…` for the page after this one, unless it is home (the default anyway). */
function withRedirect(path: string, redirect: string | null | undefined): string {
  return redirect && redirect !== '/' ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** `/otp`, carrying where the sign-in was to lead. */
export function otpPath(redirect: string | null | undefined): string {
  return withRedirect(OTP_PATH, redirect);
}

/** Back to sign-in from `/otp`, still leading where it was to lead. */
export function signInAgainPath(redirect: string | null | undefined): string {
  return withRedirect('/sign-in', redirect);
}
