import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'script-src': ["'self'"],
      'connect-src': ["'self'"],
      // The console is often served over plain HTTP on a private address.
      'upgrade-insecure-requests': null,
    },
  },
};

/**
 * helmet's headers, worked out once. They depend on nothing in the request (no nonces), and
 * running helmet on every request rebuilt the CSP string each time: a quarter of a simple
 * read's time.
 */
function helmetHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  // helmet answers synchronously today; if it ever stops, fail at start rather than send no CSP.
  if (!headers['content-security-policy']) throw new Error('helmet produced no Content-Security-Policy header');
  return headers;
}

let computed: Readonly<Record<string, string>> | undefined;

/** The headers every answer carries, those written straight to the socket included. */
export function securityHeaders(): Readonly<Record<string, string>> {
  computed ??= helmetHeaders();
  return computed;
}

/** Security headers on every answer; the CSP admits no inline script and no other origin. */
export default fp(
  async (app) => {
    const headers = securityHeaders();
    // A callback hook, not an async one: it runs on every answer, and a promise per hook shows.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
