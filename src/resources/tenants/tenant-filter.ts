import type { TenantState } from '../../generated/model';

/** The `filter` parameter's JSON as the contract describes it (a string parameter, so not generated). */
export interface TenantFilter {
  q?: string;
  enabled?: boolean;
  /** Deleted tenants are left out unless this is `deleted`. */
  state?: TenantState;
  id?: number | number[];
}

/**
 * The list's filter values as the contract types them: the status select holds `"true"` or
 * `"false"` and the server wants booleans; empty inputs are no filter at all.
 */
export function toContractFilter(filter: Record<string, unknown> | undefined): TenantFilter {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    result[key] = key === 'enabled' ? value === true || value === 'true' : value;
  }
  return result as TenantFilter;
}
