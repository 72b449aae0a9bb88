/**
 * The HTTP layer every generated call goes through: configured once by `configureClient` (or per
 * call), never by browser storage, so the same client works in Node, in a browser and in tests.
 */

/** What a value or a function of it may be: a token that is refreshed, for example. */
export type Provided<T> = T | (() => T | Promise<T>);

/** The part of an axios instance the client uses, so that axios stays optional. */
export interface AxiosLike {
  request(config: {
    url: string;
    method: string;
    baseURL?: string;
    params?: Record<string, string>;
    data?: unknown;
    headers?: Record<string, string>;
    timeout?: number;
    signal?: AbortSignal;
    responseType?: 'json' | 'text';
    validateStatus?: (status: number) => boolean;
  }): Promise<{ status: number; data: unknown; headers: Record<string, unknown> }>;
}

export interface ClientOptions {
  /** Where the API is, up to and including `/api`: `http://127.0.0.1:8080/api`. */
  baseUrl: string;
  /** The bearer token from `login`, or a function that returns the current one. */
  token?: Provided<string | undefined>;
  /** The tenant to act in (`X-Tenant-Id`); administrators may name any tenant. */
  tenantId?: Provided<number | undefined>;
  /** The language of error messages (`Accept-Language`): `en` or `zh`. */
  language?: 'en' | 'zh';
  /** How long one call may take, in milliseconds. Default 10,000. */
  timeoutMs?: number;
  /** The fetch to use; default the global one (Node 20.3+, browsers). */
  fetch?: typeof fetch;
  /** Send through this axios instance instead of fetch. */
  axios?: AxiosLike;
}

/** Per call: another configuration for this call only, a signal, and a look at the answer's headers. */
export interface CallOptions extends Partial<ClientOptions> {
  signal?: AbortSignal;
  /** Called with the answer's status and headers (lower-case names), e.g. to read `content-range`. */
  onResponse?: (response: { status: number; headers: Record<string, string> }) => void;
}

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

/** An answer of the contract with its envelope taken off: the `data` of a success. */
export type Unwrapped<T> = T extends { code: number; data: infer D } ? D : T;

/** A refusal from the server (or a call that never got an answer), with the envelope's details. */
export class TenantConsoleError extends Error {
  override readonly name = 'TenantConsoleError';
  constructor(
    message: string,
    /** The HTTP status; 0 when no answer arrived (network failure, timeout). */
    readonly status: number,
    /** The contract's `ErrorCode` (e.g. 40900 username taken); 0 when the answer had none. */
    readonly code: number,
    /** The input field at fault, e.g. `username` or `domains[2]`. */
    readonly field?: string,
    /** The answer's body as it came. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

const DEFAULT_TIMEOUT_MS = 10_000;
let configured: ClientOptions | undefined;

/** Sets the client's configuration for every call that does not bring its own. */
export function configureClient(options: ClientOptions): void {
  configured = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') };
}

async function resolve<T>(value: Provided<T> | undefined): Promise<T | undefined> {
  return typeof value === 'function' ? (value as () => T | Promise<T>)() : value;
}

function queryOf(params: object | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query[key] = String(value);
  }
  return query;
}

async function headersFor(options: ClientOptions, config: RequestConfig): Promise<Record<string, string>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // Lower-case names: a header given twice in two spellings would be sent as two values.
  for (const [name, value] of Object.entries(config.headers ?? {})) headers[name.toLowerCase()] = value;
  const token = await resolve(options.token);
  if (token) headers['authorization'] = `Bearer ${token}`;
  const tenantId = await resolve(options.tenantId);
  if (tenantId !== undefined) headers['x-tenant-id'] = String(tenantId);
  if (options.language) headers['accept-language'] = options.language;
  return headers;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

function isEnvelope(body: unknown): body is { code: number; message?: unknown; data?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function headersOf(headers: Headers): Record<string, string> {
  const all: Record<string, string> = {};
  headers.forEach((value, name) => (all[name] = value));
  return all;
}

async function sendWithFetch(options: ClientOptions, config: RequestConfig, headers: Record<string, string>, signal: AbortSignal | undefined): Promise<Answer> {
  const send = options.fetch ?? globalThis.fetch;
  if (!send) throw new TenantConsoleError('No fetch is available: pass one in the client options', 0, 0);
  const query = new URLSearchParams(queryOf(config.params)).toString();
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const response = await send(`${options.baseUrl}${config.url}${query ? `?${query}` : ''}`, {
    method: config.method,
    headers,
    body: config.data === undefined ? undefined : JSON.stringify(config.data),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  let body: unknown = text;
  if (type.includes('json') && text !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON after all: the text is the body.
    }
  }
  return { status: response.status, headers: headersOf(response.headers), body };
}

async function sendWithAxios(axios: AxiosLike, options: ClientOptions, config: RequestConfig, headers: Record<string, string>, signal: AbortSignal | undefined): Promise<Answer> {
  const response = await axios.request({
    url: config.url,
    method: config.method,
    baseURL: options.baseUrl,
    params: queryOf(config.params),
    data: config.data,
    headers,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    signal,
    responseType: config.responseType === 'text' || config.responseType === 'blob' ? 'text' : 'json',
    // Every status is an answer here; the envelope decides what failed.
    validateStatus: () => true,
  });
  const lowerCased = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
  return { status: response.status, headers: lowerCased, body: response.data };
}

/**
 * orval's mutator: sends one call of the contract and answers the envelope's `data`. A refusal,
 * or an answer that never came, throws a `TenantConsoleError`.
 */
export async function request<T>(config: RequestConfig, callOptions: CallOptions = {}): Promise<Unwrapped<T>> {
  const { signal, onResponse, ...overrides } = callOptions;
  const options = { ...configured, ...overrides } as Partial<ClientOptions>;
  if (!options.baseUrl) throw new TenantConsoleError('The client has no baseUrl: call configureClient({ baseUrl }) first', 0, 0);
  const resolved = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') } as ClientOptions;
  const headers = await headersFor(resolved, config);
  if (config.data !== undefined) headers['content-type'] ??= 'application/json';
  let answer: Answer;
  try {
    const callSignal = signal ?? config.signal;
    answer = resolved.axios
      ? await sendWithAxios(resolved.axios, resolved, config, headers, callSignal)
      : await sendWithFetch(resolved, config, headers, callSignal);
  } catch (error) {
    if (error instanceof TenantConsoleError) throw error;
    throw new TenantConsoleError(`No answer from ${resolved.baseUrl}: ${error instanceof Error ? error.message : String(error)}`, 0, 0);
  }
  onResponse?.({ status: answer.status, headers: answer.headers });
  const { body, status } = answer;
  if (isEnvelope(body)) {
    if (body.code !== 0 || status >= 400) {
      const data = body.data as { field?: unknown } | null | undefined;
      const message = typeof body.message === 'string' && body.message ? body.message : `The server refused the call (${status})`;
      throw new TenantConsoleError(message, status, body.code, typeof data?.field === 'string' ? data.field : undefined, body);
    }
    return body.data as Unwrapped<T>;
  }
  if (status === 304) throw new TenantConsoleError('Not modified: nothing was different from what is stored', status, 0);
  if (status >= 400) throw new TenantConsoleError(`The server answered ${status}`, status, 0, undefined, body);
  return body as Unwrapped<T>;
}

/** `Content-Range: tenants 0-24/1042` read: the rows' place in the whole; `total` undefined when it was not counted (`*`). */
export function parseContentRange(header: string | undefined): { start: number; end: number; total: number | undefined } | undefined {
  const match = /^\w+ (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(header ?? '');
  if (!match) return undefined;
  const total = match[3] === '*' ? undefined : Number(match[3]);
  if (match[1] === undefined) return { start: 0, end: -1, total };
  return { start: Number(match[1]), end: Number(match[2]), total };
}
