import { isDatabaseUnavailable } from './availability.js';

export interface WaitOptions {
  /** How long, in all, the database may stay unreachable before the start gives up. */
  timeoutMs: number;
  /** The first wait between tries, doubled on each, up to `maxWaitMs`. */
  firstWaitMs?: number;
  maxWaitMs?: number;
  /** Told before each wait: why the try failed, and how long until the next. */
  onRetry?: (error: Error, waitMs: number) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The failure itself, or what it wraps: a failed migration is reported as one, with the driver's error as its cause. */
function unavailable(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause !== undefined && isDatabaseUnavailable(cause);
}

/**
 * Runs `work` again while it fails because the database cannot be reached (it is starting, or a
 * standby is being promoted), so a server started beside its database, or during a failover,
 * waits for it instead of exiting. Any other failure, or one past `timeoutMs`, is thrown.
 * `work` must be safe to run again: the start's steps are (migrations are recorded one by one,
 * and the first administrator is created only when there is no user).
 */
export async function retryWhileUnavailable<T>(work: () => Promise<T>, options: WaitOptions): Promise<T> {
  const { timeoutMs, firstWaitMs = 250, maxWaitMs = 5000, sleep = sleepFor, now = Date.now } = options;
  const deadline = now() + timeoutMs;
  let wait = firstWaitMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!unavailable(error) || now() + wait > deadline) throw error;
      options.onRetry?.(error instanceof Error ? error : new Error(String(error)), wait);
      await sleep(wait);
      wait = Math.min(wait * 2, maxWaitMs);
    }
  }
}
