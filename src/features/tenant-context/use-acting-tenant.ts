import { useSyncExternalStore } from 'react';
import { useGetTenant } from '../../generated/endpoints/tenants/tenants';
import { onCurrentTenantChange } from '../../lib/acting-tenant-store';
import { readRecentTenants } from '../../lib/recent-tenants';
import { getStoredUser } from '../../lib/session';
import { chosenTenantId, ownTenantId } from './acting-tenant';

export interface ActingTenant {
  /** The tenant calls act in: the switcher's choice, else the signed-in user's own. */
  tenantId: number | undefined;
  /** Its name, once known; a tenant's own users cannot read it (tenant calls are for administrators). */
  name: string | undefined;
}

/**
 * The tenant the console acts in now, as the tenant switcher chose it. It follows a switch at once,
 * made in this tab or another, so a page titled with it never names the old one.
 */
export function useActingTenant(): ActingTenant {
  const chosen = useSyncExternalStore(onCurrentTenantChange, chosenTenantId, () => undefined);
  const user = getStoredUser();
  const tenantId = chosen ?? ownTenantId();
  const recent = tenantId === undefined ? undefined : readRecentTenants().find((tenant) => tenant.tenantId === tenantId);
  // Same query as the switcher's own read of the current tenant: one request serves both.
  const read = useGetTenant(tenantId ?? 0, {
    query: { enabled: user?.isAdmin === true && tenantId !== undefined && recent === undefined, staleTime: 5 * 60_000 },
  });
  return { tenantId, name: recent?.username ?? read.data?.username };
}
