import type { TenantPolicySettings } from '../../../src/generated/model/index.js';
import { AppError, ErrorCode } from '../core/errors.js';
import { effectivePolicy } from './tenant-policy.js';

/**
 * Beyond the contract's 12–128 characters: a password is not its username, and is as long as its
 * tenant's policy asks (`passwordMinLength`).
 */
export function checkNewPassword(newPassword: string, username: string, field: string, tenantPolicy: TenantPolicySettings): void {
  if (newPassword.toLowerCase() === username.toLowerCase()) {
    throw new AppError(ErrorCode.ValidationFailed, 'passwordIsUsername', { field, params: { field } });
  }
  const min = effectivePolicy(tenantPolicy).passwordMinLength;
  if ([...newPassword].length < min) throw new AppError(ErrorCode.ValidationFailed, 'passwordShorterThanPolicy', { field, params: { field, min } });
}
