import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import type { Config } from './config.js';
import { loggerOptions, OneLinePerRequest, withSecretsRedacted } from './core/logging.js';
import { newRequestId, requestLogger } from './core/request-id.js';
import apiDocs from './plugins/external/api-docs.js';
import compression from './plugins/external/compression.js';
import consoleFiles from './plugins/external/console-files.js';
import rateLimit from './plugins/external/rate-limit.js';
import redis from './plugins/external/redis.js';
import securityHeaders from './plugins/external/security-headers.js';
import auditRetention from './plugins/app/audit-retention.js';
import auth from './plugins/app/auth.js';
import configPlugin from './plugins/app/config.js';
import database from './plugins/app/database.js';
import metrics from './plugins/app/metrics.js';
import tracing from './plugins/app/tracing.js';
import idempotency from './plugins/app/idempotency.js';
import draining from './plugins/app/draining.js';
import errors from './plugins/app/errors.js';
import health from './plugins/app/health.js';
import hostHeader from './plugins/app/host-header.js';
import answerOnlyTypes from './plugins/app/answer-only-types.js';
import jsonBody from './plugins/app/json-body.js';
import domainProofs from './plugins/app/domain-proofs.js';
import mail from './plugins/app/mail.js';
import notFound from './plugins/app/not-found.js';
import deferredRequests from './plugins/app/deferred-requests.js';
import webhookWorker from './plugins/app/webhook-worker.js';
import tenantPurge from './plugins/app/tenant-purge.js';
import impersonationExpiry from './plugins/app/impersonation-expiry.js';
import validation from './plugins/app/validation.js';
import contractRoutes from './routes/contract-routes.js';
import { clientErrorHandler, frameworkErrors } from './plugins/app/transport-errors.js';
import { serializersCompiledOnFirstUse } from './core/validation/compiled-on-first-use.js';
import './decorations.js';

/** How often, at most, Node looks for requests past their time: the cut comes within this of it. */
const REQUEST_CHECK_MAX_MS = 1_000;
/** What a start may spend past its wait for the database: the migrations, then every other plugin. */
const START_ALLOWANCE_MS = 120_000;

export interface BuildOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** The whole server as one Fastify instance: external plugins, app plugins, then the contract's routes. */
export async function buildApp({ config, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSecretsRedacted(logger ?? loggerOptions(config.logLevel)),
    logController: new OneLinePerRequest(),
    bodyLimit: config.bodyLimitBytes,
    // The server names every request itself; a client's X-Request-Id is only logged beside it.
    requestIdHeader: false,
    genReqId: newRequestId,
    childLoggerFactory: requestLogger,
    // Behind load balancers named in TRUST_PROXY, the client is who X-Forwarded-For says.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // The draining plugin answers requests that arrive during shutdown, with the envelope.
    return503OnClosing: false,
    // A request whose body never finishes arriving is answered 408 and closed, not held forever
    // (the `http` options below make Node keep to it).
    requestTimeout: config.requestTimeoutMs,
    // An address with a trailing slash is not the address without it: `DELETE …/sessions/` is
    // an empty id, refused, not "sign out everywhere". Console pages so written still get index.html.
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors,
    clientErrorHandler,
    http: {
      // The host-header plugin refuses a request without Host, with the envelope rather than Node's bare 400.
      requireHostHeader: false,
      // Given only `requestTimeout`, Node held a body sent a byte a second until its own 60 s for
      // headers had passed as well, and it looks for late requests every 30 s: 60 to 90 s in all.
      // The same limit for both, looked at often, cuts such a request off at the limit.
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(REQUEST_CHECK_MAX_MS, Math.ceil(config.requestTimeoutMs / 10)),
    },
    schemaController: { compilersFactory: { buildSerializer: serializersCompiledOnFirstUse } },
    // Fastify gives each plugin 10 s by default; the database plugin waits up to
    // DATABASE_START_TIMEOUT_MS for a database that cannot be reached yet, so it gets that and more.
    pluginTimeout: config.databaseStartTimeoutMs + START_ALLOWANCE_MS,
  });
  // Node answers an `Expect` it does not know with a bare 417 of its own; the expectation is
  // ignored instead (RFC 9110 allows it), so the answer is this server's, the envelope.
  app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));
  // A body sent as text/plain (or any type but JSON) is refused with 415, never handed on.
  app.removeContentTypeParser('text/plain');

  await app.register(configPlugin, { config });
  // First: every request's span starts before any other hook runs, and is current through them all.
  await app.register(tracing);
  await app.register(securityHeaders);
  await app.register(hostHeader);
  await app.register(compression);
  await app.register(redis);
  await app.register(rateLimit);
  await app.register(jsonBody);
  await app.register(answerOnlyTypes);
  await app.register(validation);
  await app.register(auth);
  await app.register(mail);
  await app.register(domainProofs);
  await app.register(errors);
  await app.register(draining);
  await app.register(database);
  await app.register(metrics);
  await app.register(idempotency);
  await app.register(auditRetention);
  await app.register(deferredRequests);
  await app.register(webhookWorker);
  await app.register(tenantPurge);
  await app.register(impersonationExpiry);
  await app.register(health);
  await app.register(consoleFiles);
  await app.register(apiDocs);
  await app.register(notFound);

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/v1/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  await app.register(contractRoutes, { prefix: '/api' });
  return app;
}
