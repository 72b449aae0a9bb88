/** The contract's `OneTimeCode`: 6–24 letters, digits, spaces or hyphens. */
const ONE_TIME_CODE = /^[0-9A-Za-z -]{6,24}$/;

/** The six digits an authenticator app shows, as typed ("123 456" too); undefined when it is not that. */
export function appCode(typed: string): string | undefined {
  const digits = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * A recovery code as typed, trimmed (the server ignores case, spaces and hyphens); undefined when
 * the contract would refuse it unread.
 */
export function recoveryCode(typed: string): string | undefined {
  const code = typed.trim();
  return ONE_TIME_CODE.test(code) ? code : undefined;
}
