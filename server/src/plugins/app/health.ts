import fp from 'fastify-plugin';
import { ping } from '../../db/availability.js';
import { AppError, ErrorCode } from '../../core/errors.js';
import { ok } from '../../core/envelope.js';

const READY_TIMEOUT_MS = 2000;

/**
 * For load balancers and orchestrators, outside /api: `/healthz` says the process answers,
 * `/readyz` that the database does too and the server is not shutting down (503 envelope when not). Logged only on trouble.
 */
export default fp(
  async (app) => {
    app.get('/healthz', { logLevel: 'warn' }, async () => ok({ status: 'alive' }));
    app.get('/readyz', { logLevel: 'warn' }, async (request) => {
      // Shutting down: the load balancer is to stop sending here, though requests are still served.
      if (app.shutdown.announced()) throw new AppError(ErrorCode.ServiceUnavailable, 'shuttingDown');
      try {
        await ping(app.database.db, READY_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
        throw new AppError(ErrorCode.ServiceUnavailable, 'serviceUnavailable');
      }
      return ok({ status: 'ready' });
    });
  },
  { name: 'health', dependencies: ['database', 'errors', 'draining'] },
);
