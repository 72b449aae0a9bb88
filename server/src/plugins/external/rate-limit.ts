import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Per-route limits (sign-in). Counters live in Redis when REDIS_URL is set, so several
 * instances share them; if Redis is unreachable, requests go through rather than fail.
 */
export default fp(
  async (app) => {
    const redisUrl = app.config.redisUrl;
    const redis = redisUrl
      ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'Redis for rate limits is unreachable'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(redis && { redis, nameSpace: 'tenant-console-rl:' }),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
