import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Per-route limits (sign-in). Counters live in Redis when REDIS_URL is set, so several
 * instances share them; if Redis is unreachable, requests go through rather than fail.
 */
export default fp(
  async (app) => {
    const redis = app.redis;
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(redis && { redis, nameSpace: 'tenant-console-rl:' }),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
