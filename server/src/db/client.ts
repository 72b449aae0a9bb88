import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pgModule from 'pg';
import { postgresVersions, sqliteVersions, type VersionsReader } from './data-version.js';
import type { Database } from './database.js';
import type { DialectName } from './dialect.js';
import { withStatementCache } from './statement-cache.js';

export interface DatabaseSettings {
  databaseUrl: string | undefined;
  dataDir: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, without credentials, for logs. */
  location: string;
  /** What the database's writes have moved on: the caches of lists and callers are kept against it. */
  versions: VersionsReader;
}

export const SQLITE_FILE = 'console.db';

/** How long a new PostgreSQL connection may take before the call is answered 503. */
const CONNECT_TIMEOUT_MS = 5000;

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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', location: `postgres://${url.host}${url.pathname}`, versions: postgresVersions(pool) };
  }
  fs.mkdirSync(settings.dataDir, { recursive: true });
  const file = path.join(settings.dataDir, SQLITE_FILE);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
    location: file,
    versions: sqliteVersions(sqlite),
  };
}
