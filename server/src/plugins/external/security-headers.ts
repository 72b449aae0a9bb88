import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Security headers; the CSP admits no inline script and no other origin. */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': ["'self'"],
          'connect-src': ["'self'"],
          // The console is often served over plain HTTP on a private address.
          'upgrade-insecure-requests': null,
        },
      },
    });
  },
  { name: 'security-headers' },
);
