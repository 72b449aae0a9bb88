import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ErrorCode } from '../../core/errors.js';
import { messages } from '../../areas.js';
import { languageFrom } from '../../core/i18n/catalog.js';
import { validationError } from '../../core/validation/validation-messages.js';
import { isDatabaseUnavailable } from '../../db/availability.js';

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const data: { field?: string; requestId?: string } = {};
  if (error.field !== undefined) data.field = error.field;
  // The trace it belongs to when tracing is on (the request's own id unless its caller sent a trace), else the request's id: what the log lines carry.
  if (error.code === ErrorCode.InternalError) data.requestId = request.span?.spanContext().traceId ?? String(request.id);
  return reply.code(error.statusCode).send({
    code: error.code,
    // From the header itself: requests the router refused never got the `language` decorator.
    message: messages.translate(languageFrom(request.headers['accept-language']), error.messageKey, error.params),
    data: Object.keys(data).length > 0 ? data : null,
  });
}

/** Fastify's own failures (parsing, limits, validation) in the contract's terms. */
function fromFramework(error: FastifyError, request: FastifyRequest): AppError | undefined {
  if (error.validation) return validationError(error.validation, error.validationContext ?? 'body');
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(ErrorCode.MalformedJson, 'malformedJson', { field: 'body' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(ErrorCode.MalformedJson, 'emptyJson', { field: 'body' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(ErrorCode.PayloadTooLarge, 'payloadTooLarge', {
        params: { limit: request.routeOptions.bodyLimit ?? request.server.config.bodyLimitBytes },
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(ErrorCode.UnsupportedMediaType, 'unsupportedMediaType');
    default:
      break;
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError(ErrorCode.MalformedJson, 'malformedJson', { field: 'body' });
  }
  const status = error.statusCode ?? 500;
  if (status === 404) {
    return new AppError(ErrorCode.RouteNotFound, 'routeNotFound', {
      params: { method: request.method, url: request.url },
    });
  }
  if (status >= 400 && status < 500) {
    return new AppError(ErrorCode.ValidationFailed, 'validationInvalid', { params: { field: 'request' } });
  }
  return undefined;
}

/**
 * The one error funnel: every failure leaves as the envelope with a stable code and a
 * message in the caller's language. Unexpected failures are logged with the request id
 * and answered without internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) return sendError(request, reply, error);
      const known = fromFramework(error, request);
      if (known) return sendError(request, reply, known);
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        request.server.database.doubtVersions();
        return sendError(request, reply, new AppError(ErrorCode.ServiceUnavailable, 'serviceUnavailable'));
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendError(request, reply, new AppError(ErrorCode.InternalError, 'internalError'));
    });
  },
  { name: 'errors', dependencies: ['auth'] },
);
