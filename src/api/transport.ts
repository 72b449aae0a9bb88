import type { CallOptions, ResponseSeen } from './client-options.js';

/** The request orval's generated functions describe. */
export interface RequestConfig {
  url: string;
  method: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: string;
}

export type SendOptions = CallOptions & { baseUrl: string; timeoutMs: number };

export function queryOf(params: object | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query[key] = String(value);
  }
  return query;
}

function parsed(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The file of an answer, as this page's own Blob (the fetch of a test's page may come from elsewhere). */
async function blobOf(response: Response): Promise<Blob> {
  return new Blob([await response.arrayBuffer()], { type: response.headers.get('content-type') ?? '' });
}

/** Gives up once the call's time is out or its caller gives up, whichever comes first. */
function deadline(timeoutMs: number, signal: AbortSignal | undefined): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  const giveUp = () => controller.abort(signal?.reason);
  if (signal?.aborted) giveUp();
  signal?.addEventListener('abort', giveUp, { once: true });
  const done = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', giveUp);
  };
  return { signal: controller.signal, done };
}

export async function sendWithFetch(options: SendOptions, config: RequestConfig, headers: Record<string, string>): Promise<ResponseSeen> {
  const send = options.fetch ?? globalThis.fetch;
  const query = new URLSearchParams(queryOf(config.params)).toString();
  const { signal, done } = deadline(options.timeoutMs, config.signal);
  try {
    const response = await send(`${options.baseUrl}${config.url}${query ? `?${query}` : ''}`, {
      method: config.method,
      headers,
      body: config.data === undefined ? undefined : JSON.stringify(config.data),
      signal,
    });
    const answered: Record<string, string> = {};
    response.headers.forEach((value, name) => (answered[name] = value));
    // A download answers the file; its refusal is still a JSON envelope.
    const body = config.responseType === 'blob' && response.ok ? await blobOf(response) : parsed(await response.text());
    return { status: response.status, headers: answered, body };
  } finally {
    done();
  }
}
