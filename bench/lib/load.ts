import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
}

export interface LoadOptions {
  url: string;
  method: 'GET' | 'PUT' | 'POST';
  seconds: number;
  headers?: Record<string, string>;
  /** A fresh path for each request, e.g. a random tenant id. */
  path?: () => string;
  /** A fresh body for each request, e.g. alternating values. */
  body?: () => string;
}

const CONNECTIONS = 10;

/** Bounded load on one loopback URL; errors are failed, timed-out and non-2xx answers. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const { path, body } = options;
  const result = await autocannon({
    url: options.url,
    connections: CONNECTIONS,
    duration: options.seconds,
    timeout: 10,
    headers: { 'content-type': 'application/json', ...options.headers },
    requests: [
      {
        method: options.method,
        setupRequest: (request) => ({
          ...request,
          ...(path && { path: path() }),
          ...(body && { body: body() }),
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
