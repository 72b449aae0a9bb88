import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/server-process.js';
import { serversOfEachTest } from '../../helpers/servers-of-each-test.js';

describe('rate limits with REDIS_URL set and Redis unreachable', () => {
  const { dataDir, start } = serversOfEachTest('redis');

  it('fail open: sign-ins are answered as usual, promptly, and never 429 or 500', async () => {
    // A port nobody listens on: every connection to "Redis" is refused.
    const redisPort = await freePort();
    const server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), REDIS_URL: `redis://127.0.0.1:${redisPort}`, LOGIN_RATE_LIMIT_MAX: '2' });
    const answers: { status: number; ms: number }[] = [];
    for (let n = 0; n < 5; n += 1) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'wrong-password' }),
      });
      await response.arrayBuffer();
      answers.push({ status: response.status, ms: performance.now() - started });
    }
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401]);
    // Not held while the client reconnects: about the time a password check takes.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(1500);
  });
});
