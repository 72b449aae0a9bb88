import { StorageKey } from './storage-keys';

/** Fired in this tab when acting as an owner starts or ends; other tabs hear of it through `storage`. */
export const ACTING_CHANGE_EVENT = 'console:acting-change';

/** The stored acting session as text, or null: what the shell compares to know when to start afresh. */
export function actingSnapshot(): string | null {
  try {
    return localStorage.getItem(StorageKey.actingAs);
  } catch {
    return null;
  }
}

/** Calls back whenever acting may have started or ended, in this tab or another; returns the unsubscribe. */
export function onActingChange(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === StorageKey.actingAs || event.key === null) callback();
  };
  window.addEventListener(ACTING_CHANGE_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(ACTING_CHANGE_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}
