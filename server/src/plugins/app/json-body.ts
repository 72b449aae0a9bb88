import fp from 'fastify-plugin';
import { isUtf8 } from 'node:buffer';
import { AppError, ErrorCode } from '../../core/errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../core/validation/json-depth.js';

/** `charset=…` of a Content-Type, lower-cased and unquoted; undefined when not given. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase();
}

/**
 * JSON bodies as bytes first: the body must be UTF-8, as JSON over HTTP is. Decoding invalid
 * bytes would quietly store U+FFFD instead of what was sent, and a body in another charset would
 * be read as something else; both are refused instead. Prototype keys are refused, as Fastify's
 * own parser does, and so is nesting deeper than MAX_JSON_DEPTH.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const charset = charsetOf(request.headers['content-type']);
      if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
        done(new AppError(ErrorCode.UnsupportedMediaType, 'unsupportedMediaType'), undefined);
        return;
      }
      const bytes = body as Buffer;
      if (!isUtf8(bytes)) {
        done(new AppError(ErrorCode.MalformedJson, 'bodyNotUtf8', { field: 'body' }), undefined);
        return;
      }
      const text = bytes.toString('utf8');
      // Decided in one pass before anything parses, validates or walks the body.
      if (nestsDeeperThan(text)) {
        done(new AppError(ErrorCode.MalformedJson, 'bodyTooDeep', { field: 'body', params: { limit: MAX_JSON_DEPTH } }), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
