import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { getCurrentTenantId, getLanguage, getToken, requirePasswordChange } from './session';
import { reportSessionExpired } from './session-expiry';
import { ApiError, BUSINESS_ERROR_FALLBACK, API_BASE_URL, API_TIMEOUT_MS, fieldOf, isEnvelope, type Unwrapped } from './api-error';

export { API_BASE_URL, API_TIMEOUT_MS, ApiError, BUSINESS_ERROR_FALLBACK, type ApiErrorDetails, type Unwrapped } from './api-error';

// The contract's codes these reactions hang on (its `ErrorCode`). Not imported: orval reads this
// file, the mutator, while it has emptied contract/, and an import from there would break that read.
const SESSION_ENDED = 40103;
const PASSWORD_CHANGE_REQUIRED = 40306;

/** The one axios instance behind the generated client and the data provider (exported so a test or an embedding page can point it at another server). */
export const apiInstance = axios.create({
  baseURL: API_BASE_URL,
  timeout: API_TIMEOUT_MS,
  // 304 is an answer (nothing changed), not a network failure.
  validateStatus: (status) => (status >= 200 && status < 300) || status === 304,
});

apiInstance.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const tenantId = getCurrentTenantId();
  // A call that names its tenant itself (an administrator reading the system tenant's audit log) keeps it.
  if (tenantId && !config.headers.has('X-Tenant-Id')) config.headers.set('X-Tenant-Id', tenantId);
  // The server words its messages in the language the console shows.
  const language = getLanguage();
  if (language) config.headers.set('Accept-Language', language);
  return config;
});

function toApiError(error: unknown): ApiError {
  if (!(error instanceof AxiosError)) {
    return error instanceof Error ? new ApiError(error.message) : new ApiError(String(error));
  }
  const status = error.response?.status;
  const body: unknown = error.response?.data;
  if (isEnvelope(body)) {
    const message = typeof body.message === 'string' && body.message ? body.message : BUSINESS_ERROR_FALLBACK;
    return new ApiError(message, { status, code: body.code, field: fieldOf(body), body });
  }
  return new ApiError(error.message, { status, body });
}

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The answer could not be read'));
    reader.readAsText(blob);
  });
}

/** A refusal of a request that asked for a Blob (a download) still carries a JSON envelope: read it. */
async function readBlobBody(error: unknown): Promise<void> {
  const response = error instanceof AxiosError ? error.response : undefined;
  if (!response || !(response.data instanceof Blob)) return;
  try {
    response.data = JSON.parse(await readText(response.data)) as unknown;
  } catch {
    // Not JSON: the error keeps axios's own message.
  }
}

/**
 * Whether a failed request carried the token this tab holds now: a refusal of a token it no
 * longer holds (sent by sign-out once the session was cleared, or before a new sign-in) says
 * nothing of the session it has.
 */
function sentStoredToken(error: unknown): boolean {
  const sent: unknown = error instanceof AxiosError ? error.config?.headers?.['Authorization'] : undefined;
  const token = getToken();
  return token !== null && sent === `Bearer ${token}`;
}

/**
 * Sends one request of the contract: the token, tenant and language headers go on, a refusal
 * becomes an `ApiError`, a 401 of the stored token ends the session, and a refusal until the
 * password is changed (40306) marks the session so, wherever it came from.
 */
export async function send(config: AxiosRequestConfig): Promise<AxiosResponse<unknown>> {
  try {
    return await apiInstance.request<unknown>(config);
  } catch (error) {
    await readBlobBody(error);
    const apiError = toApiError(error);
    const sentToken = sentStoredToken(error);
    if (apiError.status === 401 && sentToken) {
      reportSessionExpired(apiError.code === SESSION_ENDED ? 'ended' : 'expired');
    }
    if (apiError.status === 403 && apiError.code === PASSWORD_CHANGE_REQUIRED && sentToken) requirePasswordChange();
    throw apiError;
  }
}

/** The envelope taken off: `data`, else `message`, else the whole body; a non-zero code throws. */
export function unwrap<T>(response: AxiosResponse<unknown>): Unwrapped<T> {
  if (response.status === 304) {
    throw new ApiError('Content not modified!', { status: 304 });
  }
  const body = response.data;
  if (!isEnvelope(body)) return body as Unwrapped<T>;
  if (body.code !== 0) {
    const message = typeof body.message === 'string' && body.message ? body.message : BUSINESS_ERROR_FALLBACK;
    throw new ApiError(message, { status: response.status, code: body.code, field: fieldOf(body), body });
  }
  if (body.data !== undefined && body.data !== null) return body.data as Unwrapped<T>;
  if (body.message !== undefined && body.message !== null && body.message !== '') return body.message as Unwrapped<T>;
  return body as Unwrapped<T>;
}

/** orval's mutator: every generated call goes through here (spec §7, §8). */
export async function httpClient<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<Unwrapped<T>> {
  return unwrap<T>(await send({ ...config, ...options }));
}

export type ErrorType<E> = ApiError & { body: E };
export type BodyType<B> = B;
