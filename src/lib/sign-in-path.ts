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
