import { describe, expect, it } from 'vitest';
import { MemorySignInFailures } from '../../../server/src/auth/sign-in-failures.js';

describe('failed sign-ins per address, in memory', () => {
  it('lets an address fail up to the limit, then says how long to wait until the window ends', async () => {
    let now = 1_000_000;
    const failures = new MemorySignInFailures(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(await failures.retryAfterSeconds('198.51.100.7')).toBe(0);
      await failures.record('198.51.100.7');
    }
    expect(await failures.retryAfterSeconds('198.51.100.7')).toBe(60);
    expect(await failures.retryAfterSeconds('198.51.100.8')).toBe(0);
    now += 45_500;
    expect(await failures.retryAfterSeconds('198.51.100.7')).toBe(15);
    now += 15_000;
    expect(await failures.retryAfterSeconds('198.51.100.7')).toBe(0);
  });

  it('does not push the window back with later failures', async () => {
    let now = 0;
    const failures = new MemorySignInFailures(2, 10_000, () => now);
    await failures.record('a');
    now = 9_000;
    await failures.record('a');
    expect(await failures.retryAfterSeconds('a')).toBe(1);
  });
});
