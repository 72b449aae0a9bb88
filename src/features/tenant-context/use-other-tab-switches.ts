import { useEffect, useRef } from 'react';
import { onOtherTabSwitch } from './acting-tenant';

/**
 * Calls `onSwitch` when another tab of the console switches tenant (the `storage` event fires
 * in every tab but the one that wrote). Sign-out's removal of the key is the session's business.
 */
export function useOtherTabSwitches(onSwitch: (tenantId: number) => void): void {
  const latest = useRef(onSwitch);
  useEffect(() => {
    latest.current = onSwitch;
  });
  useEffect(() => onOtherTabSwitch((tenantId) => latest.current(tenantId)), []);
}
