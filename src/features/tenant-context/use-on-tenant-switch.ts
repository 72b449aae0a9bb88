import { useEffect, useRef } from 'react';
import { onCurrentTenantChange } from '../../lib/acting-tenant-store';

/**
 * Calls back when the acting tenant switches, here or in another tab: a page about one tenant's
 * record (or a selection of its rows) has nothing to show in the next tenant.
 */
export function useOnTenantSwitch(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => onCurrentTenantChange(() => latest.current()), []);
}
