import { describe, expect, it } from 'vitest';
import { afterThisTurn } from '../../../server/src/freshness/data-version.js';

/** A synchronous read of a value the test moves on, counting the reads. */
function countedRead(initial: number) {
  let value = initial;
  let reads = 0;
  const read = () => {
    reads += 1;
    if (value < 0) throw new Error('database is locked');
    return value;
  };
  return { read, set: (next: number) => (value = next), reads: () => reads };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('a version read shared by the callers of one turn of the event loop', () => {
  it('makes one read for every caller of the turn, after the last of them asked', async () => {
    const source = countedRead(1);
    const version = afterThisTurn(source.read);
    const first = version();
    const second = version();
    // Written after both asked, before the turn ends: both must see it.
    source.set(2);
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(source.reads()).toBe(1);
  });

  it('reads again for a caller of a later turn, who sees what was written meanwhile', async () => {
    const source = countedRead(1);
    const version = afterThisTurn(source.read);
    expect(await version()).toBe(1);
    source.set(5);
    await nextTurn();
    expect(await version()).toBe(5);
    expect(source.reads()).toBe(2);
  });

  it('gives a failed read to its callers only, and reads again for the next', async () => {
    const source = countedRead(-1);
    const version = afterThisTurn(source.read);
    await expect(version()).rejects.toThrow('database is locked');
    source.set(3);
    expect(await version()).toBe(3);
  });

  it('sends a later turn its own read while an earlier one is still on its way, and answers each with its own', async () => {
    const answers: Array<(value: number) => void> = [];
    const version = afterThisTurn(() => new Promise<number>((resolve) => answers.push(resolve)));
    const early = version();
    await nextTurn();
    const late = version();
    await nextTurn();
    expect(answers).toHaveLength(2);
    // The later read comes back first: its caller need not wait for the earlier one.
    answers[1]?.(2);
    expect(await late).toBe(2);
    answers[0]?.(1);
    expect(await early).toBe(1);
  });

  it('gives a failed asynchronous read to the callers of its turn only', async () => {
    let fail = true;
    const version = afterThisTurn(async () => {
      if (fail) throw new Error('connection lost');
      return 4;
    });
    const failing = [version(), version()];
    await expect(Promise.all(failing)).rejects.toThrow('connection lost');
    fail = false;
    expect(await version()).toBe(4);
  });
});
