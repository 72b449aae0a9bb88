// What every call of the contract shares, without the axios client: the light public pages use it too.

export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 5000;
/** Shown when the server refuses without saying why. */
export const BUSINESS_ERROR_FALLBACK = '业务请求失败';

/** What a request of the contract answers once its envelope is taken off. */
export type Unwrapped<T> = T extends { code: number; data: infer D } ? D : T;

export interface ApiErrorDetails {
  status?: number;
  code?: number;
  field?: string;
  body?: unknown;
}

/** A failed call: the server's message, its HTTP status, and the envelope's code and field. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number | undefined;
  readonly code: number | undefined;
  readonly field: string | undefined;
  readonly body: unknown;

  constructor(message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.status = details.status;
    this.code = details.code;
    this.field = details.field;
    this.body = details.body;
  }
}

export interface Envelope {
  code: number;
  message?: unknown;
  data?: unknown;
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

export function fieldOf(body: Envelope): string | undefined {
  const data = body.data as { field?: unknown } | null | undefined;
  return typeof data?.field === 'string' ? data.field : undefined;
}
