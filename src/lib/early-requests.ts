import { API_BASE_URL } from './api-error';
import { getCurrentTenantId, getLanguage, getToken } from './session';

// How long an early answer waits to be taken: past this, the page asked for something else.
const KEEP_FOR_MS = 10_000;

const started = new Map<string, { at: number; response: Promise<Response | undefined> }>();

/**
 * Sends a GET of the contract as the console boots, before the code that will want its answer
 * has loaded (the admin application is most of a first load): the same headers the HTTP client
 * sends. Nothing happens without a session.
 */
export function requestEarly(path: string): void {
  const token = getToken();
  if (!token) return;
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const tenantId = getCurrentTenantId();
  if (tenantId) headers['X-Tenant-Id'] = tenantId;
  const language = getLanguage();
  if (language) headers['Accept-Language'] = language;
  // A failure is left to the normal request, which the caller then sends and reports as usual.
  const response = fetch(`${API_BASE_URL}${path}`, { headers }).catch(() => undefined);
  started.set(path, { at: Date.now(), response });
}

/** The early answer for this path, once: a successful one only, or nothing (then send it as usual). */
export async function takeEarly(path: string): Promise<Response | undefined> {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  if (Date.now() - early.at > KEEP_FOR_MS) return undefined;
  const response = await early.response;
  return response?.ok ? response : undefined;
}
