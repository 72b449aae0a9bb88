/**
 * The acting tenant's one owner: the tenant switcher chooses it, the HTTP layer sends it (through
 * the store in `lib/acting-tenant-store.ts`), and the pages read it from here.
 */
export {
  actingTenantId,
  addressInTenant,
  chooseActingTenant,
  chosenTenantId,
  onActingTenantChange,
  ownTenantId,
  TENANT_PARAMETER,
} from './acting-tenant';
export { useActingTenant, type ActingTenant } from './use-acting-tenant';
export { LeaveOnTenantSwitch } from './leave-on-tenant-switch';
export { useOnTenantSwitch } from './use-on-tenant-switch';
export { useOtherTabSwitches } from './use-other-tab-switches';
