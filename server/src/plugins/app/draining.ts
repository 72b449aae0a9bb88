import fp from 'fastify-plugin';
import { AppError, ErrorCode } from '../../core/errors.js';

/**
 * While the server shuts down, requests already in flight finish; one that arrives on a
 * kept-alive connection meanwhile is answered the 503 envelope and the connection closed, so
 * the client retries elsewhere. (Fastify's own answer for this, `return503OnClosing`, is a
 * body of its own, not the envelope.)
 */
export default fp(
  async (app) => {
    let draining = false;
    app.addHook('preClose', async () => {
      draining = true;
    });
    // A callback hook, not an async one: it runs on every answer, and a promise per hook shows.
    app.addHook('onRequest', (_request, reply, done) => {
      if (!draining) {
        done();
        return;
      }
      reply.header('connection', 'close');
      done(new AppError(ErrorCode.ServiceUnavailable, 'shuttingDown'));
    });
  },
  { name: 'draining', dependencies: ['errors'] },
);
