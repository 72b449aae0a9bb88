import { createHash, randomInt } from 'node:crypto';

/** Loaded on the first use of two-factor sign-in, not at start (~7 MB of an idle server's memory). */
const otplib = () => import('otplib');

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Tenant Console';
/** Codes of the step before or after the current one still count: a phone's clock drifts. */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** Upper-case letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export type OneTimeCode = { kind: 'totp'; digits: string } | { kind: 'recovery'; code: string };

/** What was typed, without the spaces and hyphens people add: six digits or a recovery code. */
export function readOneTimeCode(typed: string): OneTimeCode {
  const compact = typed.replace(/[\s-]/g, '');
  return /^[0-9]{6}$/.test(compact) ? { kind: 'totp', digits: compact } : { kind: 'recovery', code: compact.toUpperCase() };
}

export async function newTotpSecret(): Promise<string> {
  return (await otplib()).generateSecret();
}

export async function totpUri(username: string, secret: string): Promise<string> {
  return (await otplib()).generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}

/**
 * The time step the code belongs to, when it is right and of a later step than `afterStep`
 * (the last one accepted), so that no code is accepted twice.
 */
export async function acceptedTotpStep(secret: string, digits: string, afterStep: number | null): Promise<number | undefined> {
  const result = await (await otplib()).verify({
    secret,
    token: digits,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  // The TOTP strategy's answer names the step; the union type also covers HOTP's, which does not.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Ten codes of two groups of five, about 50 bits each: enough for a code that works once. */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** What the database keeps of a recovery code: the hash of its letters, however it was typed. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase(), 'utf8').digest('hex');
}
