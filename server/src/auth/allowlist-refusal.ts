import type { EffectivePolicy } from '../../../src/generated/model/index.js';
import { AppError, ErrorCode } from '../core/errors.js';
import type { Principal } from './principal.js';
import { allowsAddress, effectivePolicy } from './tenant-policy.js';

/**
 * Refuses a call from outside the caller's tenant's allowlist (403 `40313`), with a session or an
 * API token, signing in included. Administrators are not bound by any tenant's list.
 */
export function refuseOutsideAllowlist(principal: Principal, address: string, instance: EffectivePolicy): void {
  if (principal.isAdmin) return;
  const { ipAllowlist } = effectivePolicy(principal.tenantPolicy, instance);
  if (!allowsAddress(ipAllowlist, address)) throw new AppError(ErrorCode.AddressNotAllowed, 'addressNotAllowed', { params: { address } });
}
