// Loaded only by a client configured with an axios instance: the console and most programs send over fetch.
import type { AxiosLike, ResponseSeen } from './client-options.js';
import { queryOf, type RequestConfig, type SendOptions } from './transport.js';

export async function sendWithAxios(axios: AxiosLike, options: SendOptions, config: RequestConfig, headers: Record<string, string>): Promise<ResponseSeen> {
  const response = await axios.request({
    url: config.url,
    method: config.method,
    baseURL: options.baseUrl,
    params: queryOf(config.params),
    data: config.data,
    headers,
    timeout: options.timeoutMs,
    signal: config.signal,
    responseType: config.responseType === 'text' || config.responseType === 'blob' ? 'text' : 'json',
    // Every status is an answer here; the envelope decides what failed.
    validateStatus: () => true,
  });
  const answered = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
  return { status: response.status, headers: answered, body: response.data };
}
