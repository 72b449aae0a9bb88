import { AppError, ErrorCode } from '../core/errors.js';

/** Beyond the contract's 12–128 characters: a password is not its username. */
export function checkNewPassword(newPassword: string, username: string, field = 'newPassword'): void {
  if (newPassword.toLowerCase() === username.toLowerCase()) {
    throw new AppError(ErrorCode.ValidationFailed, 'passwordIsUsername', { field, params: { field } });
  }
}
