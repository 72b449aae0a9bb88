import type { Redis } from 'ioredis';

/** Failed sign-ins per client address within a window, whatever usernames they tried. */
export interface SignInFailures {
  /** Seconds until the address may try again, or 0 when it may try now. */
  retryAfterSeconds(address: string): Promise<number>;
  record(address: string): Promise<void>;
}

interface Window {
  count: number;
  resetsAtMs: number;
}

const MEMORY_ENTRIES_LIMIT = 100_000;

/** One instance: counters in memory, bounded (expired windows out first, then the oldest). */
export class MemorySignInFailures implements SignInFailures {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async retryAfterSeconds(address: string): Promise<number> {
    const window = this.current(address);
    if (!window || window.count < this.max) return 0;
    return Math.max(1, Math.ceil((window.resetsAtMs - this.now()) / 1000));
  }

  async record(address: string): Promise<void> {
    const window = this.current(address);
    if (window) {
      window.count += 1;
      return;
    }
    if (this.windows.size >= MEMORY_ENTRIES_LIMIT) this.prune();
    this.windows.set(address, { count: 1, resetsAtMs: this.now() + this.windowMs });
  }

  private current(address: string): Window | undefined {
    const window = this.windows.get(address);
    if (window && window.resetsAtMs <= this.now()) {
      this.windows.delete(address);
      return undefined;
    }
    return window;
  }

  private prune(): void {
    const now = this.now();
    for (const [address, window] of this.windows) if (window.resetsAtMs <= now) this.windows.delete(address);
    const oldest = this.windows.keys().next();
    if (this.windows.size >= MEMORY_ENTRIES_LIMIT && !oldest.done) this.windows.delete(oldest.value);
  }
}

/**
 * Several instances: counters in Redis, so an address is limited however the load balancer
 * spreads its attempts. If Redis cannot be reached, sign-in goes on unlimited by address
 * (as the other rate limits do) rather than failing.
 */
export class RedisSignInFailures implements SignInFailures {
  constructor(
    private readonly redis: Redis,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  private key(address: string): string {
    return `tenant-console-signin-failures:${address}`;
  }

  async retryAfterSeconds(address: string): Promise<number> {
    try {
      const [count, ttl] = await Promise.all([this.redis.get(this.key(address)), this.redis.pttl(this.key(address))]);
      if (Number(count ?? 0) < this.max) return 0;
      return Math.max(1, Math.ceil(Math.max(ttl, 0) / 1000));
    } catch (error) {
      this.onError(error);
      return 0;
    }
  }

  async record(address: string): Promise<void> {
    try {
      const key = this.key(address);
      // The window starts with the first failure and is not pushed back by later ones.
      const results = await this.redis.multi().set(key, 0, 'PX', this.windowMs, 'NX').incr(key).exec();
      const failed = results?.find(([error]) => error);
      if (failed) throw failed[0];
    } catch (error) {
      this.onError(error);
    }
  }
}
