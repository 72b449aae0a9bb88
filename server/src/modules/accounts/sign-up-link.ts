/** How long a mailed sign-up link works: a day, for someone who reads mail once a day. */
export const SIGN_UP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The link's lifetime in hours, as its mail and the request's answer say it. */
export const SIGN_UP_LINK_TTL_HOURS = SIGN_UP_LINK_TTL_MS / (60 * 60 * 1000);

/**
 * How long a link is remembered after it expired: following it meanwhile says that it expired (or
 * was used) rather than that it is unknown. Then its row, with the email it was sent to, goes.
 */
export const SIGN_UP_LINK_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** The console's page a sign-up link opens, with its token (`/sign-up?token=…`), as a reset link opens `/forgot-password`. */
export const SIGN_UP_PAGE_PATH = '/sign-up';
