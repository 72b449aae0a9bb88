import type { DataVersion } from '../db/data-version.js';

/**
 * Answers that are expensive to build (every tenant, serialized) kept as the bytes sent, for as
 * long as the data version they were built at is current.
 */
export class SerializedCache {
  private readonly entries = new Map<string, { version: string; body: Promise<string> }>();

  constructor(private readonly dataVersion: DataVersion) {}

  async get(key: string, build: () => Promise<string>): Promise<string> {
    const version = await this.dataVersion();
    const entry = this.entries.get(key);
    if (entry?.version === version) return entry.body;
    // Stored as a promise, so callers arriving while it is built share one build.
    const body = build();
    this.entries.set(key, { version, body });
    body.catch(() => {
      if (this.entries.get(key)?.body === body) this.entries.delete(key);
    });
    return body;
  }
}
