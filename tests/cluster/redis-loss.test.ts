import { expect, it } from 'vitest';
import { report, spread, uniqueName } from './harness/api.js';
import { describeCluster, hold, release, restartedAfter, serverUrl, signal, state, waitUntil } from './harness/cluster.js';

/** CLUSTER_SERVER_ENV's LOGIN_RATE_LIMIT_MAX: attempts per address and name per minute. */
const LIMIT = 5;

async function attempt(server: string, username: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${serverUrl(server)}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'not-the-password' }),
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** Attempts at one name, spread over the three servers in turn. */
async function attempts(username: string, count: number): Promise<{ status: number; ms: number }[]> {
  const answers = [];
  for (let n = 0; n < count; n += 1) answers.push(await attempt(`s${(n % 3) + 1}`, username));
  return answers;
}

describeCluster('Redis lost and back: the sign-in limits fail open', () => {
  it('shares the limit across servers, lets sign-ins through while Redis is gone, and enforces it again once it is back', async () => {
    const shared = await attempts(uniqueName('rl-up'), LIMIT + 1);
    expect(shared.map((a) => a.status)).toEqual([...Array<number>(LIMIT).fill(401), 429]);

    hold('redis');
    try {
      const old = signal('redis', 'SIGKILL');
      await waitUntil('Redis gone', () => (state().pids['redis'] === null ? true : undefined), 10_000);
      // Fail open: no 429 (the counters are out of reach), no 500, answered promptly.
      const down = await attempts(uniqueName('rl-down'), LIMIT + 3);
      expect(down.map((a) => a.status)).toEqual(Array<number>(LIMIT + 3).fill(401));
      const lostAt = performance.now();
      release('redis');
      await restartedAfter('redis', old);
      // Back: the next name is limited again once the servers have reconnected.
      const backMs = await waitUntil('the limit enforced again', async () => {
        const answers = await attempts(uniqueName('rl-back'), LIMIT + 1);
        return answers.at(-1)?.status === 429 ? performance.now() - lostAt : undefined;
      }, 60_000);
      report('Redis lost and back (rate limits fail open)', {
        'with Redis: attempts answered': shared.map((a) => a.status).join(' '),
        'without Redis: attempts answered': down.map((a) => a.status).join(' '),
        'sign-in time without Redis': spread(down.map((a) => a.ms)),
        'sign-in time with Redis': spread(shared.map((a) => a.ms)),
        'seconds from Redis back to limits enforced': (backMs / 1000).toFixed(1),
      });
    } finally {
      release('redis');
    }
  });
});
