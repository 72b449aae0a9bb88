import { useEffect, useRef, useState } from 'react';

/**
 * How long a search box waits after a keystroke before it asks the server (the list's filter form,
 * the switcher): long enough to let a typed word finish, short enough that results follow the
 * typing. The server answers a search in milliseconds.
 */
export const SEARCH_DEBOUNCE_MS = 100;

/**
 * The value once it has stopped changing for `delayMs`: typing asks the server once, not per key.
 * A change after a quiet moment (the first key, a pasted name) settles at once: only the keys that
 * follow it quickly wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const lastChangeAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    const now = performance.now();
    const afterQuiet = lastChangeAt.current === undefined || now - lastChangeAt.current >= delayMs;
    lastChangeAt.current = now;
    const timer = setTimeout(() => setSettled(value), afterQuiet ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
