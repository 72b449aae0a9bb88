import { createHash, randomBytes } from 'node:crypto';
import { UAParser } from 'ua-parser-js';

/** A session's secret: only its token holds it; the database keeps its SHA-256. */
export function newSessionSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionSecretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const claimedHashes = new WeakMap<{ sessionSecret: string }, string>();

/**
 * The hash of the secret a verified token names, computed once for as long as the token service
 * remembers the token's claims (the same object at each call): a SHA-256 at every request was a
 * twentieth of a simple read's time.
 */
export function claimedSecretHash(claims: { readonly sessionSecret: string }): string {
  let hash = claimedHashes.get(claims);
  if (hash === undefined) {
    hash = sessionSecretHash(claims.sessionSecret);
    claimedHashes.set(claims, hash);
  }
  return hash;
}

/** Names ua-parser-js gives that people know by another. */
const OS_NAMES: Record<string, string> = { 'Mac OS': 'macOS', 'Chromium OS': 'ChromeOS' };

/** The browser and operating system a user agent names, for the session list ("Chrome on macOS"). */
export function deviceOf(userAgent: string): { browser: string | null; os: string | null } {
  const { browser, os } = new UAParser(userAgent).getResult();
  const osName = os.name === undefined ? null : (OS_NAMES[os.name] ?? os.name);
  return { browser: browser.name?.slice(0, 100) ?? null, os: osName?.slice(0, 100) ?? null };
}
