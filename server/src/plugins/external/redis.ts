import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** How long the start waits for Redis before it goes on without it (the limits then fail open until it answers). */
const READY_WAIT_MS = 2000;

/**
 * The Redis connection shared by the rate limits when REDIS_URL is set; undefined otherwise.
 * The limits fail open: while Redis cannot be reached, a command fails at once (no queue of
 * commands waiting for a reconnection) or within a second on a silent network, and the request
 * goes through uncounted. The client reconnects by itself.
 */
export default fp(
  async (app) => {
    const redisUrl = app.config.redisUrl;
    // Loaded only when it is used: the client costs a server without Redis ~20 MB of memory.
    const redis: Redis | undefined = redisUrl
      ? new (await import('ioredis')).Redis(redisUrl, {
          connectTimeout: 1000,
          maxRetriesPerRequest: 1,
          // Queued commands would hold every sign-in for seconds while Redis is away.
          enableOfflineQueue: false,
          commandTimeout: 1000,
          lazyConnect: false,
        })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'Redis for rate limits is unreachable'));
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      // Without the queue, a command sent before the connection is ready would fail: wait for it, briefly.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, READY_WAIT_MS);
        timer.unref();
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    app.decorate('redis', redis);
  },
  { name: 'redis', dependencies: ['config'] },
);
