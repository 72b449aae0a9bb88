import type { ApiError } from './api-error.js';

/** A value, or a function of it that is asked on every call: a token that is refreshed, for example. */
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
    responseType?: 'json' | 'text' | 'blob';
    validateStatus?: (status: number) => boolean;
  }): Promise<{ status: number; data: unknown; headers: Record<string, unknown> }>;
}

/** What a failed call sent, for an embedder deciding whether the refusal concerns its session. */
export interface SentRequest {
  /** The request's headers, lower-case names (`authorization`, `x-tenant-id`). */
  headers: Record<string, string>;
}

export interface ClientOptions {
  /** Where the API is, up to and including `/api`: `http://127.0.0.1:8080/api`. */
  baseUrl: string;
  /** The bearer token from `login`, or a function that returns the current one. */
  token?: Provided<string | null | undefined>;
  /** The tenant to act in (`X-Tenant-Id`); administrators may name any tenant. */
  tenantId?: Provided<number | string | null | undefined>;
  /** The language of error messages (`Accept-Language`): `en` or `zh`. */
  language?: Provided<string | null | undefined>;
  /** How long one call may take, in milliseconds. Default 10,000. */
  timeoutMs?: number;
  /** The fetch to use; default the global one (Node 20.3+, browsers). */
  fetch?: typeof fetch;
  /** Send through this axios instance instead of fetch. */
  axios?: AxiosLike;
  /** The message of a refusal whose envelope says none. */
  refusedWithoutMessage?: string;
  /** Told of every failed call before it is thrown: an embedder's reaction to an ended session, say. */
  onError?: (error: ApiError, sent: SentRequest) => void;
  /**
   * Asked of a refused call before it is thrown: answering true sends it once more. The console
   * asks a person to give their password again when a change to their own account needs it
   * (`40312`), then sends the change again.
   */
  recover?: (error: ApiError) => Promise<boolean>;
}

/** The answer's status, headers (lower-case names) and body, e.g. to read `content-range` or the envelope's message. */
export interface ResponseSeen {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Per call: another configuration for this call only, a signal, headers, and a look at the answer. */
export interface CallOptions extends Partial<ClientOptions> {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** `blob` for a download: a success answers the file; a refusal still carries its JSON envelope. */
  responseType?: 'json' | 'text' | 'blob';
  onResponse?: (response: ResponseSeen) => void;
}

const DEFAULT_TIMEOUT_MS = 10_000;
let configured: Partial<ClientOptions> = {};

/** Sets the configuration of every call that does not bring its own. */
export function configureClient(options: ClientOptions): void {
  configured = { ...options };
}

/** This call's options: the configured ones, with what the call brings over them. */
export function optionsFor(call: CallOptions): CallOptions & { baseUrl: string; timeoutMs: number } {
  const options = { ...configured, ...call };
  return { ...options, baseUrl: (options.baseUrl ?? '').replace(/\/+$/, ''), timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS };
}

export async function resolve<T>(value: Provided<T> | undefined): Promise<T | undefined> {
  return typeof value === 'function' ? (value as () => T | Promise<T>)() : value;
}
