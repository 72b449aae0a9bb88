import { expect } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client.js';
import type { TestApp } from './test-app.js';

/** Writes through a connection of its own, as a second server, the seed command or psql would. */
export async function writeElsewhere(t: TestApp, write: (other: DatabaseHandle) => Promise<unknown>): Promise<void> {
  const other = openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir });
  try {
    await write(other);
  } finally {
    await other.db.destroy();
  }
}

/** Far more than a notice takes on one machine; only a lost notice comes near it. */
const NOTICE_WAIT_MS = 2000;

/**
 * What the server answers after a write made elsewhere. SQLite reads its version on every request:
 * the very next answer shows it. PostgreSQL shows it once the database's notice of the write has
 * reached the server (known-versions.ts), a moment later: asked until it does.
 */
export async function expectSeenElsewhere<T>(t: TestApp, read: () => Promise<T>, expected: T): Promise<void> {
  if (!t.config.databaseUrl) {
    expect(await read()).toEqual(expected);
    return;
  }
  await expect.poll(read, { timeout: NOTICE_WAIT_MS, interval: 5 }).toEqual(expected);
}
