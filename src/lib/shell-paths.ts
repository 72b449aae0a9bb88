import { SIGN_IN_PATH } from './sign-in-path';

/** Where a tenant's invited owner chooses their first password (the server mails `/invitation?token=…`). */
export const INVITATION_PATH = '/invitation';

/** Where a new email address is confirmed (the server mails `/email-change?token=…` to it). */
export const EMAIL_CHANGE_PATH = '/email-change';

/**
 * The pages the light public shell renders, without the admin framework: sign-in in its three
 * addresses, sign-up, a forgotten password, an invitation, a new email address's confirmation, the
 * code step of signing in and the error pages, all open to a visitor who is not signed in.
 * Everything else is the admin application's.
 */
export const LIGHT_PATHS: readonly string[] = [
  SIGN_IN_PATH,
  '/sign-in-2',
  '/login',
  '/sign-up',
  '/forgot-password',
  INVITATION_PATH,
  EMAIL_CHANGE_PATH,
  '/otp',
  '/401',
  '/403',
  '/404',
  '/500',
  '/503',
];

const lightPaths = new Set(LIGHT_PATHS);

export function isLightPath(pathname: string): boolean {
  return lightPaths.has(pathname);
}
