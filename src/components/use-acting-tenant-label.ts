import { useActingTenant } from '../features/tenant-context';
import { useCurrentUser } from './use-current-user';

/**
 * How a confirmation names the tenant it acts in: its name (an administrator's acting tenant, or a
 * user's own tenant as the server names it), else its id while the name is not known yet.
 */
export function useActingTenantLabel(): string {
  const { tenantId, name } = useActingTenant();
  const { user } = useCurrentUser();
  if (name !== undefined) return name;
  if (user !== undefined && user.tenantId === tenantId && user.tenantName) return user.tenantName;
  return tenantId === undefined ? '' : `#${tenantId}`;
}
