import type { ResponseSeen } from '../api';
import { takeEarly, type EarlyAnswer } from './early-requests';
import { httpClient } from './http-client';

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

function toRestResponse({ status, headers, data }: EarlyAnswer): RestResponse {
  return { status, headers: new Headers(headers), body: JSON.stringify(data) ?? '', json: data };
}

/**
 * ra-data-simple-rest's `httpClient` over the contract's one mutator: the same headers, envelope,
 * error and session reactions as every generated call. The answer keeps its headers (`Content-Range`).
 */
export async function restHttpClient(url: string, options: RestRequestOptions = {}): Promise<RestResponse> {
  const method = options.method ?? 'GET';
  const early = method === 'GET' ? await takeEarly(url) : undefined;
  if (early) return toRestResponse(early);
  let seen: ResponseSeen | undefined;
  const data: unknown = await httpClient(
    {
      url,
      method,
      headers: Object.fromEntries(new Headers(options.headers ?? undefined).entries()),
      // ra-data-simple-rest sends JSON text; the mutator sends the value.
      data: typeof options.body === 'string' ? (JSON.parse(options.body) as unknown) : undefined,
      signal: options.signal ?? undefined,
    },
    { onResponse: (response) => (seen = response) },
  );
  return toRestResponse({ status: seen?.status ?? 200, headers: seen?.headers ?? {}, data });
}
