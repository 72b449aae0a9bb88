import type SQLite from 'better-sqlite3';
import { afterThisTurn, type Versions, type VersionsReader } from './data-version.js';
import type { KnownVersions, ReadTicket } from './known-versions.js';

export interface SqliteVersionReads {
  /** The version, reading the database's `data_version` only when `known` cannot answer. */
  versions: VersionsReader;
  /** The version with `data_version` read from the database: for the calls that write. */
  exactVersions: VersionsReader;
  /** Reads `data_version` into `known` now; the ticket proves the read for `KnownVersions.trust`. */
  readIntoKnown: () => ReadTicket;
}

/**
 * SQLite: one number covers every table, made of two. `total_changes()` counts this connection's
 * writes: read on every call, it costs 40 ns, so this server's own writes always show at once.
 * `data_version` changes when another connection (a second server, the seed command, the sqlite3
 * shell) commits; it takes and drops a lock on the database (two system calls, 1.4 µs), so it is
 * read only when `known` says a read is needed: the files may have changed (file-notices.ts), or
 * their changes are not watched.
 *
 * Read from the connection itself rather than through Kysely, whose queue and promises cost more
 * than the read. Between two of Kysely's statements is safe: the connection runs one at a time,
 * and no transaction here waits on the event loop. (One that did would make a read inside it
 * return its snapshot's `data_version`, then kept in `known` as if current.)
 */
export function sqliteVersionReads(sqlite: SQLite.Database, known: KnownVersions): SqliteVersionReads {
  const changes = sqlite.prepare<[], number>('SELECT total_changes()').pluck();
  const dataVersion = sqlite.prepare<[], number>('PRAGMA data_version').pluck();
  const same = (version: string): Versions => ({ data: version, principals: version, audit: version });

  const readOthers = (): { ticket: ReadTicket; others: string } => {
    const ticket = known.readSent();
    return { ticket, others: known.read(ticket, same(String(dataVersion.get()))).data };
  };
  const withOwn = (others: string): Versions => same(`${changes.get()}:${others}`);

  return {
    versions: afterThisTurn(() => withOwn(known.current()?.data ?? readOthers().others)),
    exactVersions: afterThisTurn(() => withOwn(readOthers().others)),
    readIntoKnown: () => readOthers().ticket,
  };
}
