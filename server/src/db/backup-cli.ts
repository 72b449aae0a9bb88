import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig } from '../config.js';
import { SQLITE_FILE } from './client.js';
import { dumpPostgres } from './postgres-backup.js';

const USAGE = 'Usage: npm run backup -- FILE';

/**
 * `npm run backup -- FILE`: a consistent copy of the database while the servers go on serving and
 * writing: of the embedded SQLite file with SQLite's online backup API, or, when `DATABASE_URL` is
 * set, of the PostgreSQL database with pg_dump (its custom format, for pg_restore). The copy is
 * written beside FILE first and renamed into place, so FILE is never a half-written backup.
 */
async function main(): Promise<void> {
  const [target, ...rest] = process.argv.slice(2);
  if (!target || rest.length > 0) throw new ConfigError(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) {
    await backUpPostgres(config.databaseUrl, path.resolve(target));
    return;
  }
  const source = path.join(config.dataDir, SQLITE_FILE);
  if (!fs.existsSync(source)) throw new ConfigError(`There is no database at ${source} to back up (check DATA_DIR)`);
  const destination = path.resolve(target);
  if (destination === source) throw new ConfigError('The backup must be written to another file than the database itself');
  const partial = `${destination}.partial`;
  fs.rmSync(partial, { force: true });
  // A backup holds what the database holds: readable by its owner only, from its first byte.
  fs.writeFileSync(partial, '', { mode: 0o600 });

  const started = Date.now();
  const database = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(partial);
  } finally {
    database.close();
  }
  fs.renameSync(partial, destination);
  const megabytes = fs.statSync(destination).size / 1024 / 1024;
  console.log(`Backed up ${source} to ${destination} (${megabytes.toFixed(1)} MB, ${Date.now() - started} ms)`);
}

async function backUpPostgres(databaseUrl: string, destination: string): Promise<void> {
  const partial = `${destination}.partial`;
  fs.rmSync(partial, { force: true });
  fs.writeFileSync(partial, '', { mode: 0o600 });
  const started = Date.now();
  try {
    await dumpPostgres(databaseUrl, partial);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.renameSync(partial, destination);
  const megabytes = fs.statSync(destination).size / 1024 / 1024;
  const { host, pathname } = new URL(databaseUrl);
  console.log(`Backed up the PostgreSQL database ${pathname.slice(1)} on ${host} to ${destination} (${megabytes.toFixed(1)} MB, ${Date.now() - started} ms); restore it with pg_restore`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
