import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import type pgModule from 'pg';
import { ownerOnly, secureDataDir } from '../core/data-dir.js';
import type { VersionsReader } from '../freshness/data-version.js';
import type { Database } from './database.js';
import type { DialectName } from './dialect.js';
import { KnownVersions } from '../freshness/known-versions.js';
import { watchForVersions } from '../freshness/file-notices.js';
import { postgresExactVersions, postgresVersions } from '../freshness/postgres-versions.js';
import { VERSION_CHANNEL } from './migrations/0017-version-notices.js';
import { sqliteVersionReads } from '../freshness/sqlite-versions.js';
import { withStatementCache } from './statement-cache.js';
import { listenForVersions } from '../freshness/version-notices.js';
import { countingWrites } from './write-counting-pool.js';

export interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Told of each query once it has run (Kysely's log). */
  onQuery?: (event: LogEvent) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, without credentials, for logs. */
  location: string;
  /** PostgreSQL's connections: open, idle, and calls waiting for one (the metrics read them); SQLite has one, always. */
  poolUse?: () => { total: number; idle: number; waiting: number };
  /** What the database's writes have moved on: the caches of lists and callers are kept against it. */
  versions: VersionsReader;
  /**
   * The same, always read from the database: calls that write are checked against it, so a caller
   * disabled through another server changes nothing from that moment on.
   */
  exactVersions: VersionsReader;
  /**
   * Starts hearing of writes made elsewhere (once the schema is up to date), so that `versions`
   * need not ask on every request: PostgreSQL's notices, or changes to the SQLite file's
   * directory; `stop` ends it.
   */
  hearVersions: (report: VersionNoticeReport) => { stop: () => Promise<void> };
  /**
   * A call found the database unreachable: versions known without asking are not trusted until
   * the database has answered again (a silent network hides a lost notice).
   */
  doubtVersions: () => void;
}

/** Where the listener says that writes made elsewhere stopped being heard of, and that they are again. */
export interface VersionNoticeReport {
  lost: (error: Error) => void;
  heard: () => void;
}

export const SQLITE_FILE = 'console.db';

/** How the connection that hears the versions' notices names itself to PostgreSQL (pg_stat_activity). */
export const VERSION_LISTENER_NAME = 'tenant-console-versions';

/** How long a new PostgreSQL connection may take before the call is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;

/** How long the listener's periodic read of the versions may take before its connection is doubted. */
const LISTENER_READ_TIMEOUT_MS = 2000;

/** PostgreSQL when a URL is given, else the embedded SQLite file in the data directory. */
export function openDatabase(
  settings: DatabaseSettings,
  onConnectionError: (error: Error) => void = () => undefined,
): DatabaseHandle {
  if (settings.databaseUrl) {
    const url = new URL(settings.databaseUrl);
    // Loaded only for PostgreSQL: the SQLite default does not carry the driver (~15 MB of memory).
    const pg = createRequire(import.meta.url)('pg') as typeof pgModule;
    const pool = new pg.Pool({
      connectionString: settings.databaseUrl,
      max: 10,
      // A database that stops answering is answered 503 promptly, not waited on.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection that breaks (the database restarts, the network cuts it) is dropped by
    // the pool; without a listener its 'error' event would end the process.
    pool.on('error', onConnectionError);
    // A checked-out one too: the pool listens only while a connection is idle, and one held for a
    // transaction, between its statements, hears the database's end (a failover, a kill) with no
    // query to fail. Its next statement fails instead (a 503), and the pool drops it when handed back.
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const known = new KnownVersions();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: countingWrites(pool, () => known.wrote()) }), ...(settings.onQuery && { log: settings.onQuery }) });
    const hearVersions = (report: VersionNoticeReport) =>
      listenForVersions({
        known,
        newClient: () =>
          new pg.Client({
            connectionString: settings.databaseUrl,
            connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
            keepAlive: true,
            application_name: VERSION_LISTENER_NAME,
            // The periodic read that proves the connection alive gives up soon: until it answers
            // again, every request reads the versions itself.
            query_timeout: LISTENER_READ_TIMEOUT_MS,
          }),
        announce: async (payload) => {
          await pool.query('select pg_notify($1, $2)', [VERSION_CHANNEL, payload]);
        },
        onLost: report.lost,
        onHeard: report.heard,
      });
    return {
      db,
      dialect: 'postgres',
      location: `postgres://${url.host}${url.pathname}`,
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      versions: postgresVersions(pool, known),
      exactVersions: postgresExactVersions(pool, known),
      hearVersions,
      doubtVersions: () => known.doubt(),
    };
  }
  secureDataDir(settings.dataDir);
  const file = path.join(settings.dataDir, SQLITE_FILE);
  const sqlite = new SQLite(file);
  // Before the write-ahead log exists: SQLite gives it and its index the database file's mode.
  ownerOnly(file);
  sqlite.pragma('journal_mode = WAL');
  ownerOnly(`${file}-wal`, `${file}-shm`);
  // FULL: an acknowledged write survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const known = new KnownVersions();
  const reads = sqliteVersionReads(sqlite, known);
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), ...(settings.onQuery && { log: settings.onQuery }) }),
    dialect: 'sqlite',
    location: file,
    versions: reads.versions,
    exactVersions: reads.exactVersions,
    hearVersions: (report) => watchForVersions({ known, file, read: reads.readIntoKnown, onLost: report.lost, onHeard: report.heard }),
    doubtVersions: () => known.doubt(),
  };
}
