/** What a call of the contract answers once its envelope is taken off: the `data` of a success. */
export type Unwrapped<T> = T extends { code: number; data: infer D } ? D : T;

export interface ApiErrorDetails {
  /** The HTTP status; 0 when no answer arrived (network failure, timeout). */
  status?: number;
  /** The contract's `ErrorCode` (e.g. 40900 username taken); 0 when the answer had none. */
  code?: number;
  /** The input field at fault, e.g. `username` or `domains[2]`. */
  field?: string;
  /** The answer's body as it came. */
  body?: unknown;
}

/** A refusal from the server, or a call that never got an answer, with the envelope's details. */
export class ApiError extends Error {
  // The name programs meet in logs and in the client package, which exports it as TenantConsoleError.
  override readonly name = 'TenantConsoleError';
  readonly status: number;
  readonly code: number;
  readonly field: string | undefined;
  readonly body: unknown;

  constructor(message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.status = details.status ?? 0;
    this.code = details.code ?? 0;
    this.field = details.field;
    this.body = details.body;
  }

  /** Whether the server answered (a refusal), rather than the call failing on its way. */
  get answered(): boolean {
    return this.status > 0;
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

/** The refusal's `data.field`, if it names one. */
export function fieldOf(body: Envelope): string | undefined {
  const data = body.data as { field?: unknown } | null | undefined;
  return typeof data?.field === 'string' ? data.field : undefined;
}
