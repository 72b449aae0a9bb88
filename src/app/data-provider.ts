import { HttpError, type DataProvider } from 'react-admin';
import { createAuditDataProvider } from '../resources/audit-events/audit-data-provider';
import { AUDIT_RESOURCE } from '../resources/audit-events/audit-record';
import { createTenantDataProvider } from '../resources/tenants/tenant-data-provider';
import type { TenantDataProvider } from '../resources/tenants/tenant-record';
import { createUserDataProvider } from '../resources/users/user-data-provider';

/** Every resource's data provider behind one: react-admin's calls go to the resource's own. */
export type ConsoleDataProvider = TenantDataProvider;

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

export function createDataProvider(): ConsoleDataProvider {
  const tenants = createTenantDataProvider();
  const byResource: Record<string, DataProvider> = {
    tenants,
    users: createUserDataProvider(),
    [AUDIT_RESOURCE]: createAuditDataProvider(),
  };
  const combined: Record<string, unknown> = {};
  for (const method of METHODS) {
    combined[method] = (resource: string, params: unknown) => {
      const provider = byResource[resource];
      if (!provider) return Promise.reject(new HttpError(`No data provider for resource "${resource}"`, 404));
      // Each provider is react-admin's DataProvider; the method and its params match by construction.
      return (provider[method] as (resource: string, params: unknown) => Promise<unknown>)(resource, params);
    };
  }
  // The tenants' own call (enabling, disabling) stays as it is.
  return { ...(combined as unknown as DataProvider), setTenantStatus: tenants.setTenantStatus };
}
