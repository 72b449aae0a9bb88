import { httpClient } from './http-client';

/**
 * One call of the contract for the public pages: the one mutator without the token or the acting
 * tenant, which a page before sign-in has no business sending.
 */
export function callPublicApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return httpClient<T>({ url: path, method, data: body }, { token: null, tenantId: null }) as Promise<T>;
}
