import { StorageKey } from './storage-keys';

/**
 * The tenant chosen to act in, kept under `currentTenantId` in localStorage so that every tab
 * shares it. Its one owner, `features/tenant-context`, builds on this; it lives here, below
 * everything, because the HTTP layer sends it with every call. Kept to what the console's first
 * load needs: the rest of the owner loads with the admin application.
 */

/** Fired in this tab when the acting tenant changes; other tabs hear of it through `storage`. */
const TENANT_CHANGE_EVENT = 'console:current-tenant-change';

/** The chosen tenant as stored (the HTTP layer's `X-Tenant-Id`), or null when none is. */
export function getCurrentTenantId(): string | null {
  try {
    return localStorage.getItem(StorageKey.currentTenantId);
  } catch {
    return null;
  }
}

export function setCurrentTenantId(tenantId: number): void {
  try {
    localStorage.setItem(StorageKey.currentTenantId, String(tenantId));
  } catch {
    // Storage can be full or blocked; the choice then lasts for this page only.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TENANT_CHANGE_EVENT));
}

/** Calls back whenever the acting tenant may have changed, in this tab or another; returns the unsubscribe. */
export function onCurrentTenantChange(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key is storage cleared at once (sign-out in another tab).
    if (event.key === StorageKey.currentTenantId || event.key === null) callback();
  };
  window.addEventListener(TENANT_CHANGE_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(TENANT_CHANGE_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}
