import { clearSession } from './session';

/**
 * Why the session ended: it ran out, or it was ended on the server (code 40103): signed out
 * elsewhere, ended from another device's session list, or the password was changed or reset.
 */
export type SessionEndReason = 'expired' | 'ended';

type Handler = (reason: SessionEndReason) => void;

let handler: Handler | undefined;
let expired = false;
/** An expiry reported before the app was listening (a call made while the console boots). */
let unheard: SessionEndReason | undefined;

/** The app's one reaction to an expired session: toast, reset, go to sign-in. */
export function onSessionExpired(next: Handler): () => void {
  handler = next;
  if (unheard) {
    const reason = unheard;
    unheard = undefined;
    next(reason);
  }
  return () => {
    if (handler === next) handler = undefined;
  };
}

/**
 * Called for every 401 on a signed-in request. Many requests can fail together; the
 * session is cleared each time but the app hears of it once, until the next sign-in.
 */
export function reportSessionExpired(reason: SessionEndReason = 'expired'): void {
  clearSession();
  if (expired) return;
  expired = true;
  if (handler) handler(reason);
  else unheard = reason;
}

/** A new sign-in starts a session that may expire again. */
export function resetSessionExpiry(): void {
  expired = false;
  unheard = undefined;
}
