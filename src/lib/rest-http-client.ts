import type { AxiosResponse } from 'axios';
import { isEnvelope } from './api-error';
import { takeEarly } from './early-requests';
import { send, unwrap } from './http-client';

/** What ra-data-simple-rest passes its `httpClient` (react-admin's `fetchUtils.Options`). */
export interface RestRequestOptions {
  method?: string;
  body?: BodyInit | null;
  headers?: HeadersInit;
  signal?: AbortSignal | null;
}

/** What ra-data-simple-rest expects back: the status, the headers, and the body as text and JSON. */
export interface RestResponse {
  status: number;
  headers: Headers;
  body: string;
  /** The envelope's `data`: each data provider method knows its own shape. */
  json: unknown;
}

function toHeaders(response: AxiosResponse<unknown>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || value === null) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

/**
 * ra-data-simple-rest's `httpClient` over the generated client's axios instance: the same
 * token, tenant and language headers, the same envelope taken off, the same `ApiError` with its
 * field, the same session expiry on a 401. The answer keeps its headers (`Content-Range`).
 */
export async function restHttpClient(url: string, options: RestRequestOptions = {}): Promise<RestResponse> {
  if ((options.method ?? 'GET') === 'GET') {
    const early = await earlyAnswer(url);
    if (early) return early;
  }
  const headers = Object.fromEntries(new Headers(options.headers ?? undefined).entries());
  if (options.body !== undefined && options.body !== null) headers['content-type'] ??= 'application/json';
  const response = await send({
    url,
    method: options.method ?? 'GET',
    headers,
    data: options.body ?? undefined,
    signal: options.signal ?? undefined,
  });
  const json: unknown = unwrap(response);
  return { status: response.status, headers: toHeaders(response), body: JSON.stringify(json) ?? '', json };
}

/** The answer of a request the console sent as it booted (`requestEarly`), if it succeeded. */
async function earlyAnswer(url: string): Promise<RestResponse | undefined> {
  const response = await takeEarly(url);
  if (!response) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(body) || body.code !== 0) return undefined;
  return { status: response.status, headers: response.headers, body: JSON.stringify(body.data) ?? '', json: body.data };
}
