import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTemporaryDatabase, testDatabaseUrl } from '../../helpers/postgres.js';
import { collect, runScript, startServer, type RunningServer } from '../../helpers/server-process.js';

const PASSWORD = 'backup-admin-password';

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const body = (await response.json()) as { data: { token: string; user: { tenantId: number } } };
  return body.data.token;
}

async function setRemark(url: string, token: string, remark: string): Promise<number> {
  const response = await fetch(`${url}/api/v1/admin/tenant/1`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ remark }),
  });
  return response.status;
}

/** Servers a test left running, as a failed one would. */
async function killStillRunning(servers: RunningServer[]): Promise<void> {
  for (const server of servers) {
    if (server.child.exitCode !== null) continue;
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

async function remarkOf(url: string, token: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/admin/tenant/1`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { remark: string } }).data.remark;
}

describe('npm run backup', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-backup-'));
  const live = path.join(root, 'live');
  const restored = path.join(root, 'restored');
  const backupFile = path.join(root, 'console-backup.db');
  const servers: RunningServer[] = [];

  afterAll(async () => {
    await killStillRunning(servers);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('copies the database while the server writes, and the copy starts a server with the data', async () => {
    const env = { DATA_DIR: live, STATIC_DIR: path.join(root, 'none'), ADMIN_PASSWORD: PASSWORD };
    const server = await startServer(env);
    servers.push(server);
    const token = await signIn(server.url);
    expect(await setRemark(server.url, token, 'before the backup')).toBe(200);

    // Writes go on during the backup; the copy must still be one consistent state.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        expect(await setRemark(server.url, token, `during the backup ${written}`)).toBe(200);
        written += 1;
      }
    })();
    const backup = await collect(runScript('server/src/db/backup-cli.ts', [backupFile], env));
    writing = false;
    await writer;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`to ${backupFile}`);
    expect(written).toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Restore as the README says: the backup becomes console.db of a data directory, beside
    // the generated token key so that sessions signed before the backup stay valid.
    fs.mkdirSync(restored);
    fs.copyFileSync(backupFile, path.join(restored, 'console.db'));
    for (const file of fs.readdirSync(live).filter((name) => !name.startsWith('console.db'))) {
      fs.copyFileSync(path.join(live, file), path.join(restored, file));
    }
    const again = await startServer({ ...env, DATA_DIR: restored });
    servers.push(again);
    const remark = await remarkOf(again.url, token);
    expect(remark === 'before the backup' || remark.startsWith('during the backup')).toBe(true);
    expect(await setRemark(again.url, token, 'after the restore')).toBe(200);
  });

  it('refuses to run without a file, and says why when the PostgreSQL it names cannot be reached', async () => {
    const missing = await collect(runScript('server/src/db/backup-cli.ts', [], { DATA_DIR: live }));
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain('Usage: npm run backup -- FILE');
    const postgres = await collect(
      runScript('server/src/db/backup-cli.ts', [backupFile], { DATA_DIR: live, DATABASE_URL: 'postgres://db.invalid/console' }),
    );
    expect(postgres.code).not.toBe(0);
    expect(postgres.output).toContain('pg_dump failed');
    expect(fs.existsSync(`${backupFile}.partial`)).toBe(false);
  });
});

const describePostgres = testDatabaseUrl ? describe : describe.skip;
describePostgres(`npm run backup on PostgreSQL${testDatabaseUrl ? '' : ' [skipped: TEST_DATABASE_URL is not set]'}`, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-pg-backup-'));
  const backupFile = path.join(root, 'console.dump');
  const databases: Array<{ url: string; drop: () => Promise<void> }> = [];
  const servers: RunningServer[] = [];

  afterAll(async () => {
    await killStillRunning(servers);
    for (const database of databases) await database.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('dumps the database while a server writes, and pg_restore brings every row back into an empty one', async () => {
    const live = await createTemporaryDatabase();
    databases.push(live);
    // A password in the URL reaches pg_dump through its environment, not its command line.
    const liveUrl = withPassword(live.url, 'unused-by-trust-auth');
    const env = { DATABASE_URL: liveUrl, DATA_DIR: path.join(root, 'data'), STATIC_DIR: path.join(root, 'none'), ADMIN_PASSWORD: PASSWORD };
    const server = await startServer(env);
    servers.push(server);
    const token = await signIn(server.url);
    expect(await setRemark(server.url, token, 'before the backup')).toBe(200);
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) expect(await setRemark(server.url, token, `during the backup ${n}`)).toBe(200);
    })();
    const backup = await collect(runScript('server/src/db/backup-cli.ts', [backupFile], env));
    writing = false;
    await writer;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`to ${backupFile}`);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // The dump taken during the writes is one state of them: it restores and starts a server.
    const restored = await restoreInto(backupFile);
    const again = await startServer({ ...env, DATABASE_URL: restored });
    servers.push(again);
    const remark = await remarkOf(again.url, token);
    expect(remark === 'before the backup' || remark.startsWith('during the backup')).toBe(true);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    // Taken once nothing writes, it brings back every row of every table, to the byte.
    const still = await collect(runScript('server/src/db/backup-cli.ts', [backupFile], env));
    expect(still.code, still.output).toBe(0);
    expect(await tableDigests(await restoreInto(backupFile))).toEqual(await tableDigests(live.url));
  });

  /** Restores the dump as the README says, into a new empty database; answers its URL. */
  async function restoreInto(file: string): Promise<string> {
    const database = await createTemporaryDatabase();
    databases.push(database);
    const restore = await collect(spawn('pg_restore', ['--no-owner', '--no-privileges', `--dbname=${database.url}`, file], { stdio: ['ignore', 'pipe', 'pipe'] }));
    expect(restore.code, restore.output).toBe(0);
    return database.url;
  }
});

function withPassword(url: string, password: string): string {
  const parsed = new URL(url);
  parsed.password = password;
  return parsed.toString();
}

/** Every table of the database with its number of rows and a digest of them all. */
async function tableDigests(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
    const digests: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const table = pg.escapeIdentifier(name);
      const result = await client.query<{ n: string; digest: string | null }>(`SELECT count(*) AS n, md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest FROM ${table} t`);
      digests[name] = `${result.rows[0]?.n} rows ${result.rows[0]?.digest ?? ''}`;
    }
    return digests;
  } finally {
    await client.end();
  }
}
