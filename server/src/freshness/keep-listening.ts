import type { KnownVersions } from './known-versions.js';

/** What a listener of writes made elsewhere reports, and how patiently it retries. */
export interface ListenerOptions {
  known: KnownVersions;
  /** Told once each time writes made elsewhere stop being heard of, or cannot be at the start. */
  onLost: (error: Error) => void;
  /** Told when they are heard of again after being lost. */
  onHeard?: () => void;
  /** How often the versions are read anyway: the bound on a change that was not heard of. */
  checkEveryMs?: number;
  /** The wait before listening again after a failure, doubled on each failure up to a minute. */
  retryAfterMs?: number;
  /** How long the listener's own probe may take to be heard before the channel is taken for deaf. */
  probeTimeoutMs?: number;
  /** How long `stop` waits for the listener to end. */
  stopWaitMs?: number;
}

/** What one attempt at listening is given. */
export interface ListeningAttempt {
  stopped: () => boolean;
  /** Settles when `stop` is called. */
  stopping: Promise<void>;
  /** Waits, or less if `stop` is called meanwhile. */
  pause: (ms: number) => Promise<void>;
  /** The channel is proved: reports that it is heard again if it was lost. */
  heard: () => void;
}

const RETRY_MAX_MS = 60_000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/**
 * Runs `listen` again and again until stopped: each attempt resolves when stopped and throws
 * when it fails; then `known` is doubted (every call reads the versions), the loss is reported
 * once, `release` ends what the attempt left open, and the next attempt starts after a wait that
 * doubles, up to a minute.
 */
export function keepListening(
  options: ListenerOptions,
  listen: (attempt: ListeningAttempt) => Promise<void>,
  release: () => Promise<void> | void,
): { stop: () => Promise<void> } {
  const { known, retryAfterMs = 1000, stopWaitMs = 1000 } = options;
  let stopped = false;
  let wake: (() => void) | undefined;
  let lossReported = false;
  let retryWait = retryAfterMs;
  let markStopping: () => void = () => undefined;
  const stopping = new Promise<void>((resolve) => (markStopping = resolve));

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const attempt: ListeningAttempt = {
    stopped: () => stopped,
    stopping,
    pause,
    heard: () => {
      if (lossReported) options.onHeard?.();
      lossReported = false;
      retryWait = retryAfterMs;
    },
  };

  const run = async () => {
    while (!stopped) {
      try {
        await listen(attempt);
      } catch (error) {
        known.doubt();
        if (stopped) break;
        if (!lossReported) options.onLost(error instanceof Error ? error : new Error(String(error)));
        lossReported = true;
      }
      // A connection's graceful end may wait for ever on a silent network: listening again must not.
      await Promise.race([release(), delay(stopWaitMs)]);
      if (!stopped) await pause(retryWait);
      retryWait = Math.min(retryWait * 2, RETRY_MAX_MS);
    }
  };

  const running = run();
  return {
    stop: async () => {
      stopped = true;
      known.doubt();
      markStopping();
      wake?.();
      const ended = (async () => {
        await release();
        await running;
      })();
      // Ending a connection gracefully waits for the database's answer, which a silent network never sends.
      await Promise.race([ended, delay(stopWaitMs)]);
    },
  };
}
