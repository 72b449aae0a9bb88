import fp from 'fastify-plugin';
import { AppError, ErrorCode } from '../../core/errors.js';

/** The server's shutdown as the process and the health check see it. */
export interface Shutdown {
  /** SIGTERM came: `/readyz` answers 503 from now on, so load balancers stop sending; requests are still served. */
  announce(): void;
  announced(): boolean;
}

/**
 * Shutting down has two steps. First it is announced (server.ts, on SIGTERM): `/readyz` answers
 * 503 at once while every request is still served, for `SHUTDOWN_DRAIN_MS`, the time a load
 * balancer's health check takes to stop sending here. Then the server closes: requests already in
 * flight finish; one that arrives on a kept-alive connection meanwhile is answered the 503
 * envelope and the connection closed, so the client retries elsewhere. (Fastify's own answer for
 * this, `return503OnClosing`, is a body of its own, not the envelope.)
 */
export default fp(
  async (app) => {
    let announced = false;
    let draining = false;
    app.decorate('shutdown', { announce: () => void (announced = true), announced: () => announced } satisfies Shutdown);
    app.addHook('preClose', async () => {
      announced = true;
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
