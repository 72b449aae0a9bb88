import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { finished } from 'node:stream';
import { AppError, ErrorCode } from '../../core/errors.js';
import { messages } from '../../areas.js';
import { languageFrom } from '../../core/i18n/catalog.js';
import { sendError } from './errors.js';
import { securityHeaders } from '../external/security-headers.js';

/**
 * Requests the router refuses before any route or hook sees them (a broken percent-encoding,
 * a path parameter longer than the router allows), answered as every other error is.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(securityHeaders()).header('cache-control', 'no-store');
  const appError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError(ErrorCode.UriTooLong, 'uriTooLong')
      : error.code === 'FST_ERR_BAD_URL'
        ? new AppError(ErrorCode.MalformedRequest, 'malformedUrl')
        : new AppError(ErrorCode.InternalError, 'internalError');
  if (appError.code === ErrorCode.InternalError) request.log.error({ err: error }, 'router failure');
  void sendError(request, reply, appError);
}

function clientErrorOf(code: string | undefined): AppError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new AppError(ErrorCode.HeadersTooLarge, 'headersTooLarge');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new AppError(ErrorCode.RequestTimeout, 'requestTimeout');
    default:
      return new AppError(ErrorCode.MalformedRequest, 'malformedRequest');
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The bytes of an answer written straight to the socket, with the headers of every answer. */
export function rawErrorResponse(error: AppError, acceptLanguage: string | undefined): string {
  const body = JSON.stringify({
    code: error.code,
    message: messages.translate(languageFrom(acceptLanguage), error.messageKey, error.params),
    data: null,
  });
  const headers: Record<string, string | number> = {
    ...securityHeaders(),
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${error.statusCode} ${REASONS[error.statusCode] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Node's own parser keeps what it read; the caller's language is there when the headers got that far. */
function acceptLanguageIn(raw: unknown): string | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  return /\r\naccept-language:[ \t]*([^\r\n]{0,200})/i.exec(raw.toString('latin1'))?.[1];
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

interface InFlightSocket extends Socket {
  /** Node's response in progress on this connection, if any (what Node's own handler checks). */
  _httpMessage?: ServerResponse | null;
}

/**
 * Requests Node's HTTP parser refuses (bad framing, oversize headers, a request that never
 * finishes arriving): there is no request object, so the envelope is written to the socket.
 * When an answer has already begun on it (a streamed export whose client then ends a body it
 * never sent), a second answer would corrupt it and cutting it would leave the client a
 * truncated one, so the connection closes only once that answer is complete.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as InFlightSocket)._httpMessage;
  this.log.debug({ err: error }, 'client error');
  if (inFlight?.headersSent) {
    finished(inFlight, () => socket.end(() => socket.destroy()));
  } else if (socket.writable) {
    // A request whose body is late has its headers parsed already: its language is the request's.
    const language = acceptLanguageIn(error.rawPacket) ?? firstHeader(inFlight?.req.headers['accept-language']);
    socket.end(rawErrorResponse(clientErrorOf(error.code), language), () => socket.destroy());
  } else {
    socket.destroy();
  }
}
