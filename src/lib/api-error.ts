// What every call of the console shares: where the API is, how long a call may take, and the error.

export { ApiError, isEnvelope, type ApiErrorDetails, type Unwrapped } from '../api';

export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 5000;
/** Shown when the server refuses without saying why. */
export const BUSINESS_ERROR_FALLBACK = '业务请求失败';
