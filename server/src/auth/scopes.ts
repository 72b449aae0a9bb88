/** The scopes the contract's `bearerAuth` names on an operation. */

/** Administrators only. */
export const ADMIN_SCOPE = 'admin';

/** A person signed in: an API token cannot manage tokens, passwords, two-factor sign-in or sessions. */
export const SESSION_SCOPE = 'session';
