/** The scopes the contract's `bearerAuth` names on an operation. */

/** Administrators only. */
export const ADMIN_SCOPE = 'admin';

// What a person's own session alone may do (credentials) is the contract's `x-credential` mark: see credential-rule.ts.
