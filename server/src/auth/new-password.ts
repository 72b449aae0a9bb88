import type { EffectivePolicy } from '../../../src/generated/model/index.js';
import { AppError, ErrorCode } from '../core/errors.js';

/**
 * Beyond the contract's 12–128 characters: a password is not its username, and is as long as the
 * policy that holds for its tenant asks (`passwordMinLength`).
 */
export function checkNewPassword(newPassword: string, username: string, field: string, policy: Pick<EffectivePolicy, 'passwordMinLength'>): void {
  if (newPassword.toLowerCase() === username.toLowerCase()) {
    throw new AppError(ErrorCode.ValidationFailed, 'passwordIsUsername', { field, params: { field } });
  }
  const min = policy.passwordMinLength;
  if ([...newPassword].length < min) throw new AppError(ErrorCode.ValidationFailed, 'passwordShorterThanPolicy', { field, params: { field, min } });
}
