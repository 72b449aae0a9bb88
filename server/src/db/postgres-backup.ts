import { spawn } from 'node:child_process';
import { ConfigError } from '../config.js';

/**
 * pg_dump's connection settings from `DATABASE_URL`, as libpq's environment variables: the password
 * travels in the child's environment, never on its command line, where every user of the machine
 * could read it.
 */
export function pgEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.hostname) env['PGHOST'] = decodeURIComponent(url.hostname.replace(/^\[|\]$/g, ''));
  if (url.port) env['PGPORT'] = url.port;
  if (url.username) env['PGUSER'] = decodeURIComponent(url.username);
  if (url.password) env['PGPASSWORD'] = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) env['PGDATABASE'] = database;
  // The rest of the URL's settings (sslmode and the like) keep their libpq names.
  for (const [name, value] of url.searchParams) {
    const variable = LIBPQ_VARIABLES[name];
    if (variable) env[variable] = value;
  }
  return env;
}

const LIBPQ_VARIABLES: Record<string, string> = {
  host: 'PGHOST',
  port: 'PGPORT',
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  application_name: 'PGAPPNAME',
};

/**
 * A consistent dump of the whole database (pg_dump takes one snapshot while the servers go on
 * writing) in pg_dump's custom format, which `pg_restore` reads: compressed, and restorable into
 * an empty database or table by table.
 */
export function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], {
      env: { ...process.env, ...pgEnvironment(databaseUrl) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new ConfigError("pg_dump was not found: install PostgreSQL's client tools (on Debian: apt-get install postgresql-client), of the server's version or newer") : error),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new ConfigError(`pg_dump failed (exit ${code}): ${errors.trim()}`))));
  });
}
