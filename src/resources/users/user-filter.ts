import type { Role, UserKind } from '../../generated/model';
import { withoutEmpty } from '../../lib/list-page';

/** The `filter` parameter's JSON as the contract describes it (a string parameter, so not generated). */
export interface UserFilter {
  q?: string;
  role?: Role;
  enabled?: boolean;
  kind?: UserKind;
  id?: number | number[];
}

/** The list's filter values as the contract types them: the state select holds `"true"` or `"false"`. */
export function toContractFilter(filter: Record<string, unknown> | undefined): UserFilter {
  const result = withoutEmpty(filter);
  if (result['enabled'] !== undefined) result['enabled'] = result['enabled'] === true || result['enabled'] === 'true';
  if (typeof result['q'] === 'string') {
    const q = result['q'].trim();
    if (q === '') delete result['q'];
    else result['q'] = q;
  }
  return result as UserFilter;
}
