import { SIGN_IN_PATH } from './sign-in-path';

/**
 * The pages the light public shell renders, without the admin framework: sign-in in its three
 * addresses and the error pages. Everything else is the admin application's.
 */
const LIGHT_PATHS = new Set([SIGN_IN_PATH, '/sign-in-2', '/login', '/401', '/403', '/404', '/500', '/503']);

/** Public pages the admin application still renders: open to a visitor who is not signed in. */
const OPEN_ADMIN_PATHS = new Set(['/forgot-password', '/sign-up', '/otp']);

export function isLightPath(pathname: string): boolean {
  return LIGHT_PATHS.has(pathname);
}

export function isOpenAdminPath(pathname: string): boolean {
  return OPEN_ADMIN_PATHS.has(pathname);
}
