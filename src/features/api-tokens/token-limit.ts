/**
 * How many working API tokens an account may have (the contract's `createApiToken` says it, and
 * the server refuses one more with 409). Revoked tokens are listed for 30 days but do not count.
 */
export const API_TOKENS_PER_ACCOUNT = 50;
