import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** The Redis connection shared by the rate limits when REDIS_URL is set; undefined otherwise. */
export default fp(
  async (app) => {
    const redisUrl = app.config.redisUrl;
    // Loaded only when it is used: the client costs a server without Redis ~20 MB of memory.
    const redis: Redis | undefined = redisUrl
      ? new (await import('ioredis')).Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'Redis for rate limits is unreachable'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    app.decorate('redis', redis);
  },
  { name: 'redis', dependencies: ['config'] },
);
