import { StorageKey } from './storage-keys';

/** How long the server keeps a sign-in step open for its code (the contract's 5 minutes). */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;

/** The password step's answer, waiting for a code at `/otp`. */
export interface StoredChallenge {
  challenge: string;
  /** When the step ends, by this browser's clock (epoch milliseconds). */
  deadline: number;
}

/**
 * Keeps the challenge of a sign-in that needs a one-time code, in this tab only: sessionStorage,
 * so it is not left behind on a shared computer. The server's `expiresAt` is read with this
 * browser's clock; a clock that runs ahead would end the step at once, so it lasts at least
 * the contract's five minutes from now (a clock that runs behind is met by the server's 40104).
 */
export function saveChallenge({ challenge, expiresAt }: { challenge: string; expiresAt: string }, now = Date.now()): void {
  const stated = Date.parse(expiresAt);
  const deadline = Math.max(Number.isNaN(stated) ? 0 : stated, now + CHALLENGE_LIFETIME_MS);
  try {
    sessionStorage.setItem(StorageKey.twoFactorChallenge, JSON.stringify({ challenge, deadline } satisfies StoredChallenge));
  } catch {
    // Storage blocked: /otp then says the step has expired, and signing in again shows why.
  }
}

/** The waiting challenge, or null when there is none or its time is up (then it is forgotten). */
export function readChallenge(now = Date.now()): StoredChallenge | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(StorageKey.twoFactorChallenge);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredChallenge>;
    if (typeof parsed.challenge === 'string' && parsed.challenge && typeof parsed.deadline === 'number' && parsed.deadline > now) {
      return { challenge: parsed.challenge, deadline: parsed.deadline };
    }
  } catch {
    // Not ours, or damaged: forgotten below.
  }
  clearChallenge();
  return null;
}

/** Signed in, expired or refused for good: the step is over. */
export function clearChallenge(): void {
  try {
    sessionStorage.removeItem(StorageKey.twoFactorChallenge);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
