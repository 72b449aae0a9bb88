import path from 'node:path';
import fs from 'node:fs';
import fp from 'fastify-plugin';
import { AppError, ErrorCode } from '../../core/errors.js';
import { sendError } from './errors.js';

/**
 * Unknown API routes answer the 404 envelope; any other page address is a client route
 * of the console and gets its index.html.
 */
export default fp(
  async (app) => {
    const hasConsole = fs.existsSync(path.join(app.config.staticDir, 'index.html'));
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api') &&
        !path.posix.basename(pathname).includes('.');
      if (hasConsole && isPage) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(
        request,
        reply,
        new AppError(ErrorCode.RouteNotFound, 'routeNotFound', {
          params: { method: request.method, url: pathname },
        }),
      );
    });
  },
  { name: 'not-found', dependencies: ['errors', 'console-files'] },
);
