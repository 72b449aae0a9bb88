import { ApiError, fieldOf, isEnvelope, type Unwrapped } from './api-error.js';
import { optionsFor, resolve, type CallOptions, type ResponseSeen } from './client-options.js';
import { sendWithFetch, type RequestConfig, type SendOptions } from './transport.js';

async function headersFor(options: SendOptions, config: RequestConfig): Promise<Record<string, string>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // Lower-case names: a header given twice in two spellings would be sent as two values.
  for (const [name, value] of Object.entries({ ...config.headers, ...options.headers })) headers[name.toLowerCase()] = value;
  const token = await resolve(options.token);
  if (token) headers['authorization'] = `Bearer ${token}`;
  const tenantId = await resolve(options.tenantId);
  // A call that names its tenant itself (an administrator reading the system tenant's audit log) keeps it.
  if (tenantId !== undefined && tenantId !== null && tenantId !== '' && !('x-tenant-id' in headers)) headers['x-tenant-id'] = String(tenantId);
  const language = await resolve(options.language);
  if (language) headers['accept-language'] = language;
  if (config.data !== undefined) headers['content-type'] ??= 'application/json';
  return headers;
}

/** The envelope taken off: `data`, else `message` (a few answers say what happened only there), else the whole body. */
function unwrap<T>({ status, body }: ResponseSeen, options: SendOptions): Unwrapped<T> {
  if (isEnvelope(body)) {
    if (body.code !== 0 || status >= 400) {
      const message = typeof body.message === 'string' && body.message ? body.message : (options.refusedWithoutMessage ?? `The server refused the call (${status})`);
      throw new ApiError(message, { status, code: body.code, field: fieldOf(body), body });
    }
    if (body.data !== undefined && body.data !== null) return body.data as Unwrapped<T>;
    if (body.message !== undefined && body.message !== null && body.message !== '') return body.message as Unwrapped<T>;
    return body as Unwrapped<T>;
  }
  if (status === 304) throw new ApiError('Not modified: nothing was different from what is stored', { status });
  if (status >= 400) throw new ApiError(`The server answered ${status}`, { status, body });
  return body as Unwrapped<T>;
}

/**
 * orval's mutator, the one way to call the API: sends one call of the contract with the token,
 * tenant and language of the configured client, and answers the envelope's `data`. A refusal,
 * or an answer that never came, throws an `ApiError` (status 0 for the latter).
 */
export async function httpClient<T>(config: RequestConfig, call: CallOptions = {}): Promise<Unwrapped<T>> {
  const options = optionsFor(call);
  try {
    return await sendOnce<T>(options, config, call);
  } catch (error) {
    // Sent once more at most: whatever the second answer is, it is the caller's.
    if (error instanceof ApiError && options.recover && (await options.recover(error))) return sendOnce<T>(options, config, call);
    throw error;
  }
}

async function sendOnce<T>(options: SendOptions, config: RequestConfig, call: CallOptions): Promise<Unwrapped<T>> {
  const headers = await headersFor(options, config);
  const request = { ...config, signal: call.signal ?? config.signal, responseType: call.responseType ?? config.responseType };
  try {
    let answer: ResponseSeen;
    try {
      if (options.axios) {
        const { sendWithAxios } = await import('./axios-transport.js');
        answer = await sendWithAxios(options.axios, options, request, headers);
      } else {
        answer = await sendWithFetch(options, request, headers);
      }
    } catch (error) {
      throw new ApiError(`No answer from ${options.baseUrl}: ${error instanceof Error ? error.message : String(error)}`);
    }
    options.onResponse?.(answer);
    return unwrap<T>(answer, options);
  } catch (error) {
    if (error instanceof ApiError) options.onError?.(error, { headers });
    throw error;
  }
}

export type ErrorType<E> = ApiError & { body: E };
export type BodyType<B> = B;
