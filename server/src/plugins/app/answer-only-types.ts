import fp from 'fastify-plugin';
import { AppError, ErrorCode } from '../../core/errors.js';

/**
 * Media types the contract only answers with (the CSV exports). fastify-openapi-glue expects a
 * body parser for every media type the contract names and warns at each start about one it
 * lacks; a body sent as one of these is refused with 415, as a body of any unknown type is.
 */
const ANSWER_ONLY_TYPES = ['text/csv'];

export default fp(
  async (app) => {
    for (const type of ANSWER_ONLY_TYPES) {
      app.addContentTypeParser(type, (_request, _body, done) => done(new AppError(ErrorCode.UnsupportedMediaType, 'unsupportedMediaType'), undefined));
    }
  },
  { name: 'answer-only-types' },
);
