import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';

/** How often the server looks whether it has gone quiet. */
const CHECK_EVERY_MS = 5_000;
/** Quiet: the event loop was busy less than this share of the last check period. */
const QUIET_LOOP_SHARE = 0.02;
/** The heap's growth since the last collection that is worth giving back. */
const GROWTH_WORTH_COLLECTING_BYTES = 16 * 1024 * 1024;

interface Log {
  debug(object: object, message: string): void;
}

/**
 * Gives back the heap a burst of requests grew, once the server has gone quiet. V8's own memory
 * reducer would, but it waits for the process to stop calling into JavaScript, and a server's
 * timers (the data version, the outbox, the limits) never do: after the bench's loads its old
 * space stayed at 81 MB for 53 MB used, for minutes. One compacting collection when quiet
 * (about 60 ms, while no request waits) gives 25–30 MB back. One more before the first request
 * gives back what starting used.
 *
 * It needs node's `--expose-gc`, which `npm start` passes; without it this does nothing.
 */
export function collectWhenQuiet(log: Log, checkEveryMs = CHECK_EVERY_MS): { stop(): void } {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (typeof collect !== 'function') return { stop: () => undefined };
  const compactingCollection = (why: string) => {
    const before = v8.getHeapStatistics().total_physical_size;
    const started = performance.now();
    // Compacting moves live objects off the pages a burst left half empty, so the pages go back
    // to the system; by default V8 compacts only its emptiest pages. The flag is read at each collection.
    v8.setFlagsFromString('--compact-on-every-full-gc');
    try {
      collect();
    } finally {
      v8.setFlagsFromString('--no-compact-on-every-full-gc');
    }
    const after = v8.getHeapStatistics().total_physical_size;
    log.debug({ heapBeforeMb: Math.round(before / 1e6), heapAfterMb: Math.round(after / 1e6), ms: Math.round(performance.now() - started) }, why);
    return after;
  };
  // What starting left (the contract read, the schemas compiled), before the first request.
  let committedAfterLast = compactingCollection('Gave back the heap the start used');
  let loop = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const busy = performance.eventLoopUtilization(loop);
    loop = performance.eventLoopUtilization();
    const committed = v8.getHeapStatistics().total_physical_size;
    // A heap that V8 shrank by itself is the new mark to grow from.
    committedAfterLast = Math.min(committedAfterLast, committed);
    if (busy.utilization >= QUIET_LOOP_SHARE || committed - committedAfterLast < GROWTH_WORTH_COLLECTING_BYTES) return;
    committedAfterLast = compactingCollection('Gave back the heap a busy period grew');
  }, checkEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
