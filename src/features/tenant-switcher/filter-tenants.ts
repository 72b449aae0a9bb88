import type { TenantSummary } from '../../generated/model';

/** Spec §5: trim, then case-insensitive substring of the username; empty shows all. */
export function filterTenants(tenants: TenantSummary[], query: string): TenantSummary[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return tenants;
  return tenants.filter((tenant) => tenant.username.toLowerCase().includes(needle));
}
