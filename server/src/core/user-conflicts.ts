import { AppError, ErrorCode } from './errors.js';

/** The 409s of a user's name or email taken: one wording wherever users are created or changed. */
export function usernameTaken(value: string): AppError {
  return new AppError(ErrorCode.UsernameTaken, 'userUsernameTaken', { field: 'username', params: { value } });
}

export function emailTaken(value: string): AppError {
  return new AppError(ErrorCode.EmailTaken, 'emailTaken', { field: 'email', params: { value } });
}
