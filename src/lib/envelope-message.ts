import type { AxiosRequestConfig, AxiosResponseTransformer } from 'axios';
import { apiInstance } from './http-client';

export interface EnvelopeMessage {
  /** Request options for one call of the generated client (its last argument). */
  options: AxiosRequestConfig;
  /** The success envelope's `message`, once that call has answered. */
  message(): string | undefined;
}

function transformers(value: AxiosRequestConfig['transformResponse']): AxiosResponseTransformer[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The mutator hands back a success's `data` only; a few answers say what happened in `message`
 * (a domain check's outcome). These options read it on its way past, and change nothing else.
 */
export function readEnvelopeMessage(): EnvelopeMessage {
  let message: string | undefined;
  const keep: AxiosResponseTransformer = (body: unknown) => {
    const text = (body as { message?: unknown } | null)?.message;
    if (typeof text === 'string' && text !== '') message = text;
    return body;
  };
  return {
    options: { transformResponse: [...transformers(apiInstance.defaults.transformResponse), keep] },
    message: () => message,
  };
}
