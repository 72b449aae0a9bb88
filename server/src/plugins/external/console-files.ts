import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * The built console, when there is one. Hashed assets are cached for a year; the
 * index.html fallback for client routes is not cached, so a new release shows at once.
 */
export default fp(
  async (app) => {
    const root = app.config.staticDir;
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'No built console found; serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (vite.config.ts); a file without them is
      // compressed per request like any other answer.
      preCompressed: true,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers differently by the encodings a client accepts: caches must know.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  },
  { name: 'console-files', dependencies: ['config'] },
);
