import type { ImpersonationSession } from '../generated/model';
import { setCurrentTenantId } from './acting-tenant-store';
import { clearSession, getStoredUser, getToken, saveSession, type StoredUser } from './session';
import { resetSessionExpiry } from './session-expiry';
import { ACTING_CHANGE_EVENT, actingSnapshot } from './acting-signal';
import { StorageKey } from './storage-keys';

export { actingSnapshot, onActingChange } from './acting-signal';

/** What the console shows of an acting session: whom the administrator acts as, why, and until when. */
export interface ActingSession {
  owner: { userId: number; username: string; tenantId: number; tenantName?: string };
  /** The administrator acting. */
  actor: { userId: number; username: string };
  reason: string;
  /**
   * When it ends, on this machine's clock: the answer's arrival plus the time the server granted,
   * so a clock set wrong here neither shortens nor lengthens it.
   */
  endsAt: number;
}

/** The administrator's own session, as it was when they started acting. */
interface KeptSession {
  token: string;
  user: StoredUser;
}

interface Stored {
  acting: ActingSession;
  administrator: KeptSession;
}

/** Fired in this tab when acting starts or ends; other tabs hear of it through `storage`. */
function readRaw(): string | null {
  return actingSnapshot();
}

function readStored(): Stored | null {
  const raw = readRaw();
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Stored>;
    if (typeof parsed.administrator?.token !== 'string' || typeof parsed.acting?.owner?.username !== 'string') return null;
    return parsed as Stored;
  } catch {
    return null;
  }
}

/** The acting session this console is in, or null when it is in the signed-in user's own. */
export function getActingSession(): ActingSession | null {
  return readStored()?.acting ?? null;
}

/**
 * A value that changes exactly when acting starts or ends (the stored record as written): the
 * console's shell starts the admin application afresh on each change, so nothing of one user's
 * session (cached answers, permissions, menus) shows in the other's.
 */
function announce(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(ACTING_CHANGE_EVENT));
}

/** Where the console opens as the owner: their home. */
export const ACTING_HOME = '/';

/** The owner's page in the administrator's console, where stopping goes back to. */
export function ownerPagePath(acting: Pick<ActingSession, 'owner'>): string {
  return `/users/${acting.owner.userId}/show`;
}

/**
 * Switches this console to the acting session the server answered: the administrator's session is
 * kept aside, the owner's token and user become the session, and the console opens at the owner's home.
 * Does nothing without a signed-in session to keep (the administrator's, which must come back).
 */
export function beginActing(answer: ImpersonationSession, tenantName?: string, now: number = Date.now()): void {
  const token = getToken();
  const user = getStoredUser();
  if (!token || !user) return;
  const granted = Math.max(0, Date.parse(answer.impersonation.expiresAt) - now);
  // The server's clock and this one may differ; the minutes granted do not. Capped at the 30 the server allows.
  const endsAt = now + Math.min(Number.isFinite(granted) ? granted : 0, 30 * 60_000);
  const stored: Stored = {
    acting: {
      owner: { userId: answer.user.userId, username: answer.user.username, tenantId: answer.user.tenantId, tenantName },
      actor: { userId: answer.impersonation.actor.userId, username: answer.impersonation.actor.username },
      reason: answer.impersonation.reason,
      endsAt,
    },
    administrator: { token, user },
  };
  try {
    localStorage.setItem(StorageKey.actingAs, JSON.stringify(stored));
  } catch {
    // Without room to keep the administrator's session, acting would lose it: do not start.
    return;
  }
  clearSession();
  saveSession(answer.token, {
    userId: answer.user.userId,
    username: answer.user.username,
    isAdmin: answer.user.isAdmin,
    tenantId: answer.user.tenantId,
  });
  setCurrentTenantId(answer.user.tenantId);
  resetSessionExpiry();
  announce(ACTING_HOME);
}

/** How long the acting session has left, in milliseconds (0 once it has run out). */
export function actingEndsIn(acting: Pick<ActingSession, 'endsAt'>, now: number = Date.now()): number {
  return Math.max(0, acting.endsAt - now);
}

/**
 * Ends acting here: the administrator's session comes back as it was, in the owner's tenant, and the
 * console opens at the owner's page. Answers the acting session that ended, or null if there was none.
 * Ending it on the server is the caller's business (the acting token is gone once this returns).
 */
export function endActing(): ActingSession | null {
  const stored = readStored();
  if (!stored) {
    try {
      localStorage.removeItem(StorageKey.actingAs);
    } catch {
      // Nothing to forget.
    }
    return null;
  }
  clearSession();
  saveSession(stored.administrator.token, stored.administrator.user);
  // The owner's page, where the console goes back to, is one of their tenant's.
  setCurrentTenantId(stored.acting.owner.tenantId);
  try {
    localStorage.removeItem(StorageKey.actingAs);
  } catch {
    // Storage blocked: the session above came back all the same.
  }
  resetSessionExpiry();
  announce(ownerPagePath(stored.acting));
  return stored.acting;
}
