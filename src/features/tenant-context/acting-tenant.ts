import { chosenTenantId, onCurrentTenantChange, setCurrentTenantId } from '../../lib/acting-tenant-store';
import { getStoredUser, getToken } from '../../lib/session';
import { tenantIdFromToken } from '../../lib/token-claims';

/** The signed-in user's own tenant: the one the server acts in when the console names none. */
export function ownTenantId(): number | undefined {
  return tenantIdFromToken(getToken()) ?? getStoredUser()?.tenantId;
}

/** The tenant the console acts in now: the switcher's choice, else the signed-in user's own. */
export function actingTenantId(): number | undefined {
  return chosenTenantId() ?? ownTenantId();
}

/** Makes this tenant the acting one, in this tab and every other. */
export const chooseActingTenant: (tenantId: number) => void = setCurrentTenantId;

export { chosenTenantId, onCurrentTenantChange as onActingTenantChange };
