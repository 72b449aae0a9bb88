import { AppError, ErrorCode } from './errors.js';

/** The 409s of a user's name or email taken: one wording wherever users are created or changed. */
export function usernameTaken(value: string, field = 'username'): AppError {
  return new AppError(ErrorCode.UsernameTaken, 'userUsernameTaken', { field, params: { value } });
}

export function emailTaken(value: string, field = 'email'): AppError {
  return new AppError(ErrorCode.EmailTaken, 'emailTaken', { field, params: { value } });
}
