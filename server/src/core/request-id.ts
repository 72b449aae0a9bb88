import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { redactSecrets } from './log-redaction.js';

/** The header in which a client may name its request, for its own tracing. */
const CLIENT_REQUEST_ID_HEADER = 'x-request-id';
/** The longest client request id logged; a longer one is not logged at all. */
const CLIENT_REQUEST_ID_MAX_LENGTH = 128;
/** Printable ASCII, spaces included: nothing that could forge a line or hide in one. */
const PRINTABLE = /^[\x20-\x7e]+$/;

/**
 * The server's own id of a request, whatever the client sent: it is the audit event's `requestId`
 * and the 500 envelope's, so a client cannot pass its requests off as others' or make two share an id.
 */
export function newRequestId(): string {
  return randomUUID();
}

/** The client's `X-Request-Id` when it is one a log may hold (1–128 printable characters), secrets redacted. */
export function clientRequestIdOf(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > CLIENT_REQUEST_ID_MAX_LENGTH || !PRINTABLE.test(value)) return undefined;
  return redactSecrets(value);
}

/**
 * Each request's logger carries the server's id (`reqId`) and, when the client sent a sane one,
 * the client's beside it (`clientRequestId`), so both sides can find the request in the log.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function requestLogger(logger, bindings, options, rawRequest) {
  const clientRequestId = clientRequestIdOf(rawRequest.headers[CLIENT_REQUEST_ID_HEADER]);
  return logger.child(clientRequestId === undefined ? bindings : { ...bindings, clientRequestId }, options);
};
