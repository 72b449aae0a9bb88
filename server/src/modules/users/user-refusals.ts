import { AppError, ErrorCode } from '../../core/errors.js';

/** The 404 of a user id the acting tenant holds no user for: the handlers' and the mock's (list.ts). */
export function userNotFound(id: number): AppError {
  return new AppError(ErrorCode.UserNotFound, 'userNotFound', { params: { id }, field: 'id' });
}
