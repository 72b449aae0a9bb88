import { API_BASE_URL, API_TIMEOUT_MS, ApiError, BUSINESS_ERROR_FALLBACK, fieldOf, isEnvelope } from './api-error';
import { getLanguage } from './session';

/**
 * One call of the contract for the public pages, over `fetch`: they render before the admin
 * application and its axios client load, and send no token or tenant. As the generated client
 * does, the language goes along, the envelope comes off and a refusal is an `ApiError` with the
 * server's message, code and field. A call that never got an answer (offline, timed out) is an
 * `ApiError` without a message, so the page says it in the user's language.
 */
export async function callPublicApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const language = getLanguage();
  if (language) headers['Accept-Language'] = language;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError('');
  }
  const answer: unknown = await response.json().catch(() => undefined);
  const status = response.status;
  if (!isEnvelope(answer)) {
    if (response.ok) return answer as T;
    throw new ApiError(response.statusText, { status, body: answer });
  }
  if (!response.ok || answer.code !== 0) {
    const message = typeof answer.message === 'string' && answer.message ? answer.message : BUSINESS_ERROR_FALLBACK;
    throw new ApiError(message, { status, code: answer.code, field: fieldOf(answer), body: answer });
  }
  return answer.data as T;
}
