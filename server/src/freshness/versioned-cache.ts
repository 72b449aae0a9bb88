import type { DataVersion } from './data-version.js';

/**
 * Answers that are expensive to build (every tenant, serialized; a page with its total; a count)
 * kept as built, for as long as the data version they were built at is current. With
 * `maxEntries`, the least recently used answer makes way for a new one, so any number of keys
 * stays bounded.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; body: Promise<T> }>();
  /** Lookups answered from what it kept, and those that had to build (the metrics read them). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly dataVersion: DataVersion,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  /** `versionRead`: the data version as the request already read it (with its caller), saving a query. */
  async get(key: string, build: () => Promise<T>, versionRead?: string | null): Promise<T> {
    const version = versionRead ?? (await this.dataVersion());
    const entry = this.entries.get(key);
    if (entry?.version === version) {
      this.hits += 1;
      // A Map keeps insertion order: moved to the end, it is the most recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.body;
    }
    this.misses += 1;
    // Stored as a promise, so callers arriving while it is built share one build.
    const body = build();
    this.entries.delete(key);
    this.entries.set(key, { version, body });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    body.catch(() => {
      if (this.entries.get(key)?.body === body) this.entries.delete(key);
    });
    return body;
  }

  /** How many answers it keeps now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Drops every answer built at a data version that is no longer current: none can be served
   * again, and after a burst of writes they would hold their memory until their key is next asked.
   */
  async dropStale(): Promise<void> {
    if (this.entries.size === 0) return;
    const version = await this.dataVersion();
    for (const [key, entry] of this.entries) {
      if (entry.version !== version) this.entries.delete(key);
    }
  }

  /** Drops what is kept under `key`: the next caller builds it again. */
  forget(key: string): void {
    this.entries.delete(key);
  }
}
