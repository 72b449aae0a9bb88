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

/**
 * Far more than a notice or a change to the files takes to arrive on one machine, and less than
 * the once-a-second read that would show the write without them: so it is they that show it.
 */
const NOTICE_WAIT_MS = 750;

/**
 * What the server answers after a write made elsewhere: it shows once the server has heard of
 * the write (PostgreSQL's notice, or the change to the SQLite file; see known-versions.ts), a
 * moment later, so it is asked until it does.
 */
export async function expectSeenElsewhere<T>(read: () => Promise<T>, expected: T): Promise<void> {
  await expect.poll(read, { timeout: NOTICE_WAIT_MS, interval: 5 }).toEqual(expected);
}
