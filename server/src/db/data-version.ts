import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from './database.js';

/** Something that changes whenever any row changes, from this process or any other. */
export type DataVersion = () => Promise<string>;

/** Two numbers the database moves on with its writes, read together. */
export interface Versions {
  /** Moves on with every write to tenants or domains: the lists' caches are kept against it. */
  data: string;
  /** Moves on with every write to users: with `data` (tenants), it tells whether a caller may have changed. */
  principals: string;
  /** Moves on with every event written to the audit log: its pages are kept against it. */
  audit: string;
}

export type VersionsReader = () => Promise<Versions>;

/**
 * SQLite: one number covers every table. `total_changes()` counts this connection's writes and
 * `data_version` changes when another connection (a second server, the seed command) commits.
 * Read from the connection itself rather than through Kysely, whose queue and promises cost more
 * than the read. Between two of Kysely's statements is safe: the connection runs one at a time,
 * and a read inside another request's transaction only labels what is read after it ends.
 *
 * `data_version` takes and drops a lock on the database (two system calls), a sixth of a kept
 * page's time; so one read serves every request that asked during the same turn of the event
 * loop (see `afterThisTurn`).
 */
export function sqliteVersions(sqlite: SQLite.Database): VersionsReader {
  const statement = sqlite.prepare<[], string>("SELECT total_changes() || ':' || (SELECT data_version FROM pragma_data_version)").pluck();
  return afterThisTurn(() => {
    const version = statement.get() ?? '';
    return { data: version, principals: version, audit: version };
  });
}

/**
 * A synchronous read shared by every caller who asked during this turn of the event loop: it is
 * made once they have all asked (in `setImmediate`, after the turn's I/O callbacks), so each
 * answer was read after its caller asked, as exact as a read of its own.
 */
export function afterThisTurn<T>(read: () => T): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        pending = undefined;
        try {
          resolve(read());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    }));
}

/**
 * PostgreSQL: rows that triggers move on in the writing transaction, whoever writes (this server,
 * another instance, the seed command, psql): tenants and domains move the data version (migration
 * 0002), users the principal version (0011), audit events the audit version (0016). All three in
 * one statement, sent once for every request that arrived before it was sent (see `coalesced`).
 */
export function postgresVersions(db: Kysely<Database>): VersionsReader {
  const compiled = db
    .selectNoFrom([
      sql<string>`(select version::text from data_version where id = 1)`.as('data'),
      sql<string>`(select version::text from principal_version where id = 1)`.as('principals'),
      sql<string>`(select version::text from audit_version where id = 1)`.as('audit'),
    ])
    .compile();
  return coalesced(async () => {
    const { rows } = await db.executeQuery(compiled);
    return { data: rows[0]?.data ?? '', principals: rows[0]?.principals ?? '', audit: rows[0]?.audit ?? '' };
  });
}

/**
 * A read shared by every caller that asked before it was sent, and only by them: a caller who
 * asks while a read is on its way waits for the next one, which leaves once that one is back.
 * So each caller's answer was read after it asked, as exact as a read of its own (it sees every
 * write committed before it asked), while under load one round trip serves a whole batch.
 */
export function coalesced<T>(read: () => Promise<T>): () => Promise<T> {
  let sent: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const send = (): Promise<T> => {
    const reading = read();
    const done = () => {
      if (sent === reading) sent = undefined;
    };
    reading.then(done, done);
    sent = reading;
    return reading;
  };
  return () => {
    if (next) return next;
    if (!sent) return send();
    const queued = sent.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = undefined;
      return send();
    });
    next = queued;
    return queued;
  };
}
