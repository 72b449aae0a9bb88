import { createHash, randomBytes } from 'node:crypto';

/** How long a mailed reset link works. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

/** 256 random bits, as the 43 characters of base64url the contract's `ResetToken` takes. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token. */
export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
