import { useSyncExternalStore } from 'react';
import { useGetTenant } from '../../contract/endpoints/tenants/tenants';
import { readRecentTenants } from '../lib/recent-tenants';
import { getCurrentTenantId, getStoredUser, getToken, onCurrentTenantChange } from '../lib/session';
import { tenantIdFromToken } from '../lib/token-claims';

export interface ActingTenant {
  /** The tenant calls act in: the switcher's choice, else the signed-in user's own. */
  tenantId: number | undefined;
  /** Its name, once known; a tenant's own users cannot read it (tenant calls are for administrators). */
  name: string | undefined;
}

function parseId(raw: string | null): number | undefined {
  const id = Number(raw);
  return raw !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The tenant the console acts in now, as the tenant switcher chose it (DESIGN §9). It follows a
 * switch at once, made in this tab or another, so a page titled with it never names the old one.
 */
export function useActingTenant(): ActingTenant {
  const saved = useSyncExternalStore(onCurrentTenantChange, getCurrentTenantId, () => null);
  const user = getStoredUser();
  const tenantId = parseId(saved) ?? tenantIdFromToken(getToken()) ?? user?.tenantId;
  const recent = tenantId === undefined ? undefined : readRecentTenants().find((tenant) => tenant.tenantId === tenantId);
  // Same query as the switcher's own read of the current tenant: one request serves both.
  const read = useGetTenant(tenantId ?? 0, {
    query: { enabled: user?.isAdmin === true && tenantId !== undefined && recent === undefined, staleTime: 5 * 60_000 },
  });
  return { tenantId, name: recent?.username ?? read.data?.username };
}
