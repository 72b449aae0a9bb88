import { useMemo, useSyncExternalStore } from 'react';
import { actingSnapshot, getActingSession, onActingChange, type ActingSession } from '../lib/impersonation';

/** The acting session this console is in (an administrator acting as an owner), or null; follows it starting and ending. */
export function useActingSession(): ActingSession | null {
  const snapshot = useSyncExternalStore(onActingChange, actingSnapshot, () => null);
  // The stored record is the snapshot: read again only when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => getActingSession(), [snapshot]);
}
