import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DeliveryOutcome } from '../../modules/webhooks/worker.js';

/** Each answered request's time, from 5 ms to 10 s: the API's answers are mostly under 50 ms. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the server counts and measures for Prometheus, and the registry `/metrics` reads. */
export interface Metrics {
  registry: Registry;
  /** A webhook delivery's try ended so. */
  tried(outcome: DeliveryOutcome): void;
}

/** The caches whose hits are counted, by their name in the metrics. */
const CACHES = ['tenantPresence', 'answers', 'pages', 'userPages', 'auditPages', 'totals'] as const;

/**
 * A request's operation as the contract names it, or for the rest the route's pattern (`/healthz`,
 * the console's files as `/*`): a handful of values, never an address with an id in it.
 */
function operationOf(request: FastifyRequest): string {
  return request.routeOptions.config.operationId ?? request.routeOptions.url ?? 'unmatched';
}

function registerMetrics(app: FastifyInstance): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tenant_console_' });
  const requests = new Counter({
    name: 'tenant_console_http_requests_total',
    help: 'Requests answered, by the contract operation (or route) and the status sent; sign-ins are operation="login", rate-limit refusals status="429".',
    labelNames: ['operation', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'tenant_console_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by operation.',
    labelNames: ['operation'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  // Counted only where someone reads them: without METRICS_PORT a request costs nothing here.
  if (app.config.metrics) {
    app.addHook('onResponse', async (request, reply) => {
      const operation = operationOf(request);
      requests.inc({ operation, status: String(reply.statusCode) });
      durations.observe({ operation }, reply.elapsedTime / 1000);
    });
  }

  const deliveries = new Counter({
    name: 'tenant_console_webhook_deliveries_total',
    help: "Webhook delivery tries by outcome: succeeded (a 2xx), retrying (to be tried again on the schedule), failed (for good).",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'tenant_console_webhook_outbox_waiting',
    help: 'Webhook deliveries not sent yet (waiting for a try, or being tried), across every server of the database.',
    registers: [registry],
    async collect() {
      const backlog = await app.areas.webhooks.outboxBacklog();
      this.set(backlog.waiting);
      oldest.set(backlog.oldestAt === null ? 0 : Math.max(0, (Date.now() - Date.parse(backlog.oldestAt)) / 1000));
    },
  });
  const oldest = new Gauge({
    name: 'tenant_console_webhook_outbox_oldest_age_seconds',
    help: 'How long the oldest delivery not sent yet has waited; 0 when none waits.',
    registers: [registry],
  });

  new Gauge({
    name: 'tenant_console_database_connections',
    help: "PostgreSQL connections of this server's pool, by state (open, idle, and calls waiting for one); absent on SQLite.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = app.database.poolUse?.();
      if (!use) return;
      this.set({ state: 'open' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Counter({
    name: 'tenant_console_cache_lookups_total',
    help: 'Lookups of the caches kept while the data is unchanged, by cache and result (hit: answered from memory); tenantPresence is the acting tenant of administrators.',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const name of CACHES) {
        const cache = app[name];
        this.inc({ cache: name, result: 'hit' }, cache.hits);
        this.inc({ cache: name, result: 'miss' }, cache.misses);
      }
    },
  });
  return { registry, tried: (outcome) => deliveries.inc({ outcome }) };
}

/** Whether `given` is the token, compared in constant time. */
function tokenMatches(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * `/metrics` on a port of its own (`METRICS_PORT`, on 127.0.0.1 unless `METRICS_HOST` says
 * otherwise), never on the API's: what an operator reads is not for the public. With
 * `METRICS_TOKEN`, a scrape must send it as a bearer token.
 */
function serveMetrics(app: FastifyInstance, metrics: Metrics, settings: { port: number; host: string; token: string | undefined }): void {
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
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
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
    const metrics = registerMetrics(app);
    app.decorate('metrics', metrics);
    if (app.config.metrics) serveMetrics(app, metrics, app.config.metrics);
  },
  { name: 'metrics', dependencies: ['database'] },
);
