import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../../../src/lib/use-debounced-value';

describe('a search box value, debounced', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  const typed = () => renderHook(({ value }) => useDebouncedValue(value, 100), { initialProps: { value: '' } });
  const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

  it('takes a change after a quiet moment at once: a pasted name searches without waiting', async () => {
    const { result, rerender } = typed();
    await wait(500);
    rerender({ value: 'acme-0001' });
    await wait(0);
    expect(result.current).toBe('acme-0001');
  });

  it('waits while keys follow each other quickly, then takes the last', async () => {
    const { result, rerender } = typed();
    await wait(500);
    rerender({ value: 'a' });
    await wait(0);
    expect(result.current).toBe('a');
    for (const value of ['ac', 'acm', 'acme']) {
      await wait(40);
      rerender({ value });
    }
    await wait(99);
    expect(result.current).toBe('a');
    await wait(1);
    expect(result.current).toBe('acme');
  });
});
