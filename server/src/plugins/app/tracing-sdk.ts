import { context, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, BasicTracerProvider, RandomIdGenerator, type IdGenerator } from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tracing } from './tracing.js';

const propagator = new W3CTraceContextPropagator();
const headerGetter = {
  keys: (carrier: FastifyRequest['headers']) => Object.keys(carrier),
  get: (carrier: FastifyRequest['headers'], key: string) => carrier[key],
};

/**
 * A request without a caller's trace is traced under its own id (the UUID the server names it by,
 * without dashes), so that its log lines, its error envelope's `requestId` and its trace are one
 * number. The id is set for the one span started next, synchronously.
 */
class RequestIdTraceIds implements IdGenerator {
  private readonly random = new RandomIdGenerator();
  next: string | undefined;
  generateTraceId(): string {
    const id = this.next ?? this.random.generateTraceId();
    this.next = undefined;
    return id;
  }
  generateSpanId(): string {
    return this.random.generateSpanId();
  }
}

let contextManagerSet = false;

/** Tracing on: the SDK, loaded only then (it is 17 MB of a server's memory that never exports a span). */
export function startTracing(app: FastifyInstance, { tracesEndpoint, serviceName }: NonNullable<FastifyInstance['config']['tracing']>): Tracing {
  if (!contextManagerSet) {
    // One per process: spans follow a request's work through its awaits.
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    contextManagerSet = true;
  }
  const ids = new RequestIdTraceIds();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    idGenerator: ids,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesEndpoint }))],
  });
  const tracer: Tracer = provider.getTracer('tenant-console');

  app.addHook('onRequest', (request, reply, done) => {
    const parent = propagator.extract(context.active(), request.headers, headerGetter);
    if (!trace.getSpanContext(parent)) ids.next = String(request.id).replaceAll('-', '');
    const operation = request.routeOptions.config.operationId ?? request.routeOptions.url ?? 'unmatched';
    const span = tracer.startSpan(operation, { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': request.routeOptions.url ?? '' } }, parent);
    request.span = span;
    const { traceId, spanId } = span.spanContext();
    // Every line of the request, the one that says it was answered too (the reply's logger), names its trace.
    request.log = request.log.child({ traceId, spanId });
    reply.log = request.log;
    // The rest of the request (its hooks, handler and queries) runs with its span current.
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = request.span;
    if (!span) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (request.actingTenant) span.setAttribute('tenant.id', request.actingTenant.tenantId);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  app.addHook('onClose', async () => provider.shutdown());

  return {
    traceIdOf: (request) => request.span?.spanContext().traceId,
    inSpan: (name, attributes, work) =>
      tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await work();
        } catch (error) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
          throw error;
        } finally {
          span.end();
        }
      }),
    outgoingHeaders: () => {
      const headers: Record<string, string> = {};
      propagator.inject(context.active(), headers, { set: (carrier, key, value) => void (carrier[key] = value) });
      return headers;
    },
    onQuery: (event) => {
      const end = Date.now();
      const span = tracer.startSpan(
        'db.query',
        {
          kind: SpanKind.CLIENT,
          startTime: end - event.queryDurationMillis,
          attributes: { 'db.system.name': app.config.databaseUrl ? 'postgresql' : 'sqlite', 'db.query.summary': event.query.sql.trimStart().split(/\s/, 1)[0]?.toUpperCase() ?? '' },
        },
        context.active(),
      );
      if (event.level === 'error') span.setStatus({ code: SpanStatusCode.ERROR });
      span.end(end);
    },
  };
}

