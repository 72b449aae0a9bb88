import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Metrics } from './metrics.js';

/** Each answered request's time, from 5 ms to 10 s: the API's answers are mostly under 50 ms. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The caches whose hits are counted, by their name in the metrics. */
const CACHES = ['tenantPresence', 'answers', 'pages', 'userPages', 'auditPages', 'totals'] as const;

/**
 * A request's operation as the contract names it, or for the rest the route's pattern (`/healthz`,
 * the console's files as `/*`): a handful of values, never an address with an id in it.
 */
function operationOf(request: FastifyRequest): string {
  return request.routeOptions.config.operationId ?? request.routeOptions.url ?? 'unmatched';
}

/** Metrics on: prom-client, loaded only then (11 MB of a server's memory that no one scrapes). */
export function registerMetrics(app: FastifyInstance): Metrics & { registry: Registry } {
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
  app.addHook('onResponse', async (request, reply) => {
    const operation = operationOf(request);
    requests.inc({ operation, status: String(reply.statusCode) });
    durations.observe({ operation }, reply.elapsedTime / 1000);
  });

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

