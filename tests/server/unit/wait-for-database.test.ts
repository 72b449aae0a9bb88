import { describe, expect, it } from 'vitest';
import { retryWhileUnavailable } from '../../../server/src/db/wait-for-database.js';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A clock that moves only when the retry sleeps. */
function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return { waits, now: () => now, sleep: async (ms: number) => void (waits.push(ms), (now += ms)) };
}

describe('retryWhileUnavailable: the start waits for a database it cannot reach', () => {
  it('tries again, with doubling waits, until the database answers', async () => {
    const time = fakeTime();
    let tries = 0;
    const result = await retryWhileUnavailable(
      async () => {
        tries += 1;
        if (tries < 5) throw refused();
        return 'migrated';
      },
      { timeoutMs: 60_000, firstWaitMs: 100, maxWaitMs: 500, ...time },
    );
    expect(result).toBe('migrated');
    expect(time.waits).toEqual([100, 200, 400, 500]);
  });

  it('sees through a failed migration to the connection error it wraps', async () => {
    const time = fakeTime();
    let tries = 0;
    const retried: string[] = [];
    await retryWhileUnavailable(
      async () => {
        tries += 1;
        if (tries === 1) throw new Error('Migration (unknown) failed: Connection terminated unexpectedly', { cause: new Error('Connection terminated unexpectedly') });
      },
      { timeoutMs: 10_000, onRetry: (error) => retried.push(error.message), ...time },
    );
    expect(tries).toBe(2);
    expect(retried).toEqual(['Migration (unknown) failed: Connection terminated unexpectedly']);
  });

  it('throws at once a failure that is not about reaching the database', async () => {
    const time = fakeTime();
    const wrong = Object.assign(new Error('syntax error at or near "selct"'), { code: '42601' });
    await expect(retryWhileUnavailable(async () => Promise.reject(wrong), { timeoutMs: 60_000, ...time })).rejects.toBe(wrong);
    expect(time.waits).toEqual([]);
  });

  it('gives up past its time, with the last error', async () => {
    const time = fakeTime();
    await expect(retryWhileUnavailable(async () => Promise.reject(refused()), { timeoutMs: 3000, firstWaitMs: 1000, maxWaitMs: 1000, ...time })).rejects.toThrow(/ECONNREFUSED/);
    expect(time.waits).toEqual([1000, 1000, 1000]);
  });
});
