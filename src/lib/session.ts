import { SESSION_KEYS, StorageKey } from './storage-keys';

export interface StoredUser {
  userId: number;
  username: string;
  isAdmin: boolean;
  tenantId: number;
  /** Signed in with a temporary password: nothing but choosing a new one (at `/settings/password`) until then. Older sessions lack it. */
  mustChangePassword?: boolean;
  /**
   * By when the tenant's policy wants two-factor sign-in on (`twoFactorDueAt`): sent to enrolment at
   * sign-in, and once it has passed, nowhere else until it is on. Null or absent: nothing is asked.
   */
  twoFactorDueAt?: string | null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be full or blocked; the session then lasts for this page only.
  }
}

export function getToken(): string | null {
  return read(StorageKey.authToken);
}

export function getLanguage(): string | null {
  return read(StorageKey.language);
}

// The acting tenant has a store of its own; the HTTP layer reads it from here as before.
export { getCurrentTenantId, onCurrentTenantChange, setCurrentTenantId } from './acting-tenant-store';

export function getStoredUser(): StoredUser | null {
  const raw = read(StorageKey.userInfo);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUser>;
    if (typeof parsed.username !== 'string' || typeof parsed.isAdmin !== 'boolean') return null;
    return parsed as StoredUser;
  } catch {
    return null;
  }
}

/** Fired in this tab when the stored session changes; other tabs hear of it through `storage`. */
const SESSION_CHANGE_EVENT = 'console:session-change';

function announceSessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Calls back whenever the token or the stored user may have changed, in this tab or another; returns the unsubscribe. */
export function onSessionChange(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === StorageKey.authToken || event.key === StorageKey.userInfo || event.key === null) callback();
  };
  window.addEventListener(SESSION_CHANGE_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}

export function saveSession(token: string, user: StoredUser): void {
  write(StorageKey.authToken, token);
  write(StorageKey.userInfo, JSON.stringify(user));
  announceSessionChange();
}

/** The server refuses calls until a step is done (a new password, two-factor sign-in): the stored user owes it from now on. */
export function owe(step: Pick<StoredUser, 'mustChangePassword'> | Pick<StoredUser, 'twoFactorDueAt'>): void {
  const user = getStoredUser();
  if (user) updateStoredUser({ ...user, ...step });
}

/** Writes the stored user back, and tells this tab and the others. */
export function updateStoredUser(user: StoredUser): void {
  write(StorageKey.userInfo, JSON.stringify(user));
  announceSessionChange();
}

export function clearSession(): void {
  for (const key of SESSION_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }
}
