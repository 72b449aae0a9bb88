import { getCurrentTenantId, onCurrentTenantChange, setCurrentTenantId } from '../../lib/acting-tenant-store';
import { getStoredUser, getToken } from '../../lib/session';
import { StorageKey } from '../../lib/storage-keys';
import { tenantIdFromToken } from '../../lib/token-claims';

function parseTenantId(raw: string | null): number | undefined {
  const id = Number(raw);
  return raw !== null && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The tenant chosen in the switcher, if one is and it is a tenant's id. */
export function chosenTenantId(): number | undefined {
  return parseTenantId(getCurrentTenantId());
}

/** The signed-in user's own tenant: the one the server acts in when the console names none. */
export function ownTenantId(): number | undefined {
  return tenantIdFromToken(getToken()) ?? getStoredUser()?.tenantId;
}

/** The tenant the console acts in now: the switcher's choice, else the signed-in user's own. */
export function actingTenantId(): number | undefined {
  return chosenTenantId() ?? ownTenantId();
}

/** The address's parameter naming the tenant a page acts in (`/users?tenant=42`); the layout applies it. */
export const TENANT_PARAMETER = 'tenant';

/** The address of a page that acts in this tenant: opening it makes the tenant the acting one. */
export function addressInTenant(pathname: string, tenantId: number): string {
  return `${pathname}?${new URLSearchParams({ [TENANT_PARAMETER]: String(tenantId) }).toString()}`;
}

/** Makes this tenant the acting one, in this tab and every other. */
export const chooseActingTenant: (tenantId: number) => void = setCurrentTenantId;

export { onCurrentTenantChange as onActingTenantChange };

/**
 * Calls `onSwitch` when another tab of the console switches tenant (the `storage` event fires in
 * every tab but the one that wrote). Sign-out's removal of the key is the session's business.
 */
export function onOtherTabSwitch(onSwitch: (tenantId: number) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== StorageKey.currentTenantId || event.newValue === null) return;
    const tenantId = parseTenantId(event.newValue);
    if (tenantId !== undefined) onSwitch(tenantId);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
