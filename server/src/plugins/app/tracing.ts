import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LogEvent } from 'kysely';
/**
 * What the server traces, when `OTEL_EXPORTER_OTLP_ENDPOINT` (or `…_TRACES_ENDPOINT`) is set: a
 * span per request named by the contract's operation, a child span per database query, and spans
 * for the work a request starts elsewhere (`inSpan`). Off, every call here is a pass-through.
 */
export interface Tracing {
  /** The trace a request belongs to, when tracing is on: the error envelope's `requestId`. */
  traceIdOf(request: FastifyRequest): string | undefined;
  /** Runs `work` in a child span of whatever is current (a request, a worker's pass). */
  inSpan<T>(name: string, attributes: Record<string, string | number>, work: () => Promise<T>): Promise<T>;
  /** The W3C `traceparent` (and `tracestate`) of the current span, for a call this server makes. */
  outgoingHeaders(): Record<string, string>;
  /** Kysely's log: each query a child span of the current one. */
  onQuery: ((event: LogEvent) => void) | undefined;
}

const PASS_THROUGH: Tracing = {
  traceIdOf: () => undefined,
  inSpan: (_name, _attributes, work) => work(),
  outgoingHeaders: () => ({}),
  onQuery: undefined,
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's span, when tracing is on. */
    span?: Span;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tracing: Tracing;
  }
}

/** Traces over OTLP/HTTP when the standard variables name an endpoint; off and free otherwise. */
export default fp(
  async (app: FastifyInstance) => {
    const { tracing } = app.config;
    // The SDK is loaded only when tracing is on: off, the server neither holds it nor installs a hook.
    app.decorate('tracing', tracing === undefined ? PASS_THROUGH : (await import('./tracing-sdk.js')).startTracing(app, tracing));
  },
  { name: 'tracing', dependencies: ['config'] },
);

