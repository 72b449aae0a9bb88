import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useRedirect } from 'react-admin';
import { useOnTenantSwitch } from './use-on-tenant-switch';

/**
 * A page about one record of the acting tenant (a user, an endpoint, an event): when the tenant
 * switches, here or in another tab, the page goes at once, before the switch asks the next tenant
 * for what is on screen, so the old tenant's record and its parts are never asked of the new one
 * (which answers 404); then the resource's list opens.
 */
export function LeaveOnTenantSwitch({ resource, children }: { resource: string; children: ReactNode }) {
  const [left, setLeft] = useState(false);
  const redirect = useRedirect();
  useOnTenantSwitch(() => {
    // Drawn now, not on React's next turn: the switch reads again whatever is still on screen.
    flushSync(() => setLeft(true));
    redirect('list', resource);
  });
  return left ? null : children;
}
