import { useEffect, useRef } from 'react';
import { StorageKey } from '../../lib/storage-keys';

/**
 * Calls `onSwitch` when another tab of the console switches tenant (the `storage` event fires
 * in every tab but the one that wrote). Sign-out's removal of the key is the session's business.
 */
export function useOtherTabSwitches(onSwitch: (tenantId: number) => void): void {
  const latest = useRef(onSwitch);
  useEffect(() => {
    latest.current = onSwitch;
  });
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== StorageKey.currentTenantId || event.newValue === null) return;
      const tenantId = Number(event.newValue);
      if (Number.isSafeInteger(tenantId) && tenantId > 0) latest.current(tenantId);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
