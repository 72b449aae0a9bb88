import { describe, expect, it } from 'vitest';
import { coalesced } from '../../../server/src/db/data-version.js';

/** A read whose answers the test releases one at a time, counting how many were sent. */
function controlledRead() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  let sent = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      sent += 1;
      pending.push({ resolve, reject });
    });
  const settle = async (answer: number | Error) => {
    const next = pending.shift();
    if (!next) throw new Error('no read is on its way');
    if (answer instanceof Error) next.reject(answer);
    else next.resolve(answer);
    // Let the queued read leave.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { read, settle, sent: () => sent };
}

describe('a version read shared by the callers who asked before it was sent', () => {
  it('answers a caller who asks while a read is on its way with a later read, never that one', async () => {
    const { read, settle, sent } = controlledRead();
    const version = coalesced(read);
    const early = version();
    const late = version();
    expect(sent()).toBe(1);
    await settle(1);
    expect(await early).toBe(1);
    expect(sent()).toBe(2);
    await settle(2);
    expect(await late).toBe(2);
  });

  it('sends one read for every caller who asked while the previous one was on its way', async () => {
    const { read, settle, sent } = controlledRead();
    const version = coalesced(read);
    const first = version();
    const waiting = [version(), version(), version()];
    await settle(7);
    await settle(8);
    expect(await first).toBe(7);
    expect(await Promise.all(waiting)).toEqual([8, 8, 8]);
    expect(sent()).toBe(2);
  });

  it('gives a failed read to its callers only, and reads again for the next', async () => {
    const { read, settle } = controlledRead();
    const version = coalesced(read);
    const failing = version();
    const after = version();
    await settle(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle(3);
    expect(await after).toBe(3);
    const later = version();
    await settle(4);
    expect(await later).toBe(4);
  });
});
