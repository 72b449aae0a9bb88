import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import type { DeliveryOutcome } from '../../modules/webhooks/worker.js';

/** Whether `given` is the token, compared in constant time. */
function tokenMatches(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** What the server counts and measures for Prometheus, and the registry `/metrics` reads (none when off). */
export interface Metrics {
  registry: Registry | undefined;
  /** A webhook delivery's try ended so. */
  tried(outcome: DeliveryOutcome): void;
}

/** Metrics off (no `METRICS_PORT`): nothing counted, nothing held. */
const NO_METRICS: Metrics = { registry: undefined, tried: () => undefined };

/**
 * `/metrics` on a port of its own (`METRICS_PORT`, on 127.0.0.1 unless `METRICS_HOST` says
 * otherwise), never on the API's: what an operator reads is not for the public. With
 * `METRICS_TOKEN`, a scrape must send it as a bearer token.
 */
function serveMetrics(app: FastifyInstance, registry: Registry, settings: { port: number; host: string; token: string | undefined }): void {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here\n');
      return;
    }
    if (settings.token !== undefined && !tokenMatches(request.headers.authorization, settings.token)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('A bearer token (METRICS_TOKEN) is needed\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'The metrics could not be read');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read\n');
      },
    );
  });
  app.addHook('onListen', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(settings.port, settings.host, () => resolve());
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : settings.port;
    app.log.info({ port, host: settings.host }, `Metrics for Prometheus at http://${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${port}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

/** Counts and measures what an operator watches; served for Prometheus when `METRICS_PORT` is set. */
export default fp(
  async (app) => {
    const settings = app.config.metrics;
    if (!settings) {
      app.decorate('metrics', NO_METRICS);
      return;
    }
    const metrics = (await import('./metrics-registry.js')).registerMetrics(app);
    app.decorate('metrics', metrics);
    serveMetrics(app, metrics.registry, settings);
  },
  { name: 'metrics', dependencies: ['database'] },
);
