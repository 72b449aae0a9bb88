import fp from 'fastify-plugin';
import { AppError, ErrorCode } from '../../core/errors.js';

/**
 * RFC 9112 §3.2: an HTTP/1.1 request without `Host` is answered 400. Node would write that 400
 * itself, bare, with no body; the server turns Node's check off (`requireHostHeader: false`) and
 * makes it here, so the refusal is the envelope like every other.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      const { httpVersionMajor, httpVersionMinor, headers } = request.raw;
      if (httpVersionMajor === 1 && httpVersionMinor >= 1 && headers.host === undefined) {
        // As Node would: a client this far off the protocol is not kept talking on the connection.
        reply.header('connection', 'close');
        throw new AppError(ErrorCode.MalformedRequest, 'hostHeaderMissing', { field: 'Host' });
      }
    });
  },
  { name: 'host-header' },
);
