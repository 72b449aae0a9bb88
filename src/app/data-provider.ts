import { createTenantDataProvider } from '../resources/tenants/tenant-data-provider';
import type { TenantDataProvider } from '../resources/tenants/tenant-record';

/** Every resource's data provider; today the console has one resource, `tenants`. */
export type ConsoleDataProvider = TenantDataProvider;

export function createDataProvider(): ConsoleDataProvider {
  return createTenantDataProvider();
}
