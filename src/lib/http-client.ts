import { configureClient, type ApiError, type SentRequest } from '../api';
import { ErrorCode } from '../generated/model';
import { API_BASE_URL, API_TIMEOUT_MS, BUSINESS_ERROR_FALLBACK } from './api-error';
import { getCurrentTenantId, getLanguage, getToken, owe } from './session';
import { reportSessionExpired } from './session-expiry';
import { confirmRecentPassword } from './recent-password';

export { httpClient } from '../api';
export { API_BASE_URL, API_TIMEOUT_MS, ApiError, BUSINESS_ERROR_FALLBACK, type ApiErrorDetails, type Unwrapped } from './api-error';

/**
 * Whether a failed request carried the token this tab holds now: a refusal of a token it no
 * longer holds (sent by sign-out once the session was cleared, or before a new sign-in) says
 * nothing of the session it has.
 */
function sentStoredToken(sent: SentRequest): boolean {
  const token = getToken();
  return token !== null && sent.headers['authorization'] === `Bearer ${token}`;
}

/** A 401 of the stored token ends the session; a refusal until the password is changed, or two-factor sign-in is on, marks the session so. */
function reactToRefusal(error: ApiError, sent: SentRequest): void {
  if (!sentStoredToken(sent)) return;
  if (error.status === 401) reportSessionExpired(error.code === ErrorCode.SessionEnded ? 'ended' : 'expired');
  if (error.status === 403 && error.code === ErrorCode.PasswordChangeRequired) owe({ mustChangePassword: true });
  if (error.status === 403 && error.code === ErrorCode.TwoFactorOverdue) owe({ twoFactorDueAt: new Date().toISOString() });
}

/**
 * Points the contract's one mutator at this console: the stored token, the acting tenant and the
 * language go on every call, refusals reach the session, and a change that needs the password given
 * recently asks for it and is sent again. A test may point it at another server.
 */
export function configureConsoleApi(baseUrl: string = API_BASE_URL): void {
  configureClient({
    baseUrl,
    timeoutMs: API_TIMEOUT_MS,
    token: getToken,
    tenantId: getCurrentTenantId,
    language: getLanguage,
    refusedWithoutMessage: BUSINESS_ERROR_FALLBACK,
    onError: reactToRefusal,
    recover: confirmRecentPassword,
  });
}

// Configured as soon as anything of the console's that calls the API is loaded: the admin
// application (its query client, auth and data providers), the public pages' calls and the early requests.
configureConsoleApi();
