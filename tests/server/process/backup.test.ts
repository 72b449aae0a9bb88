import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
    for (const server of servers) {
      if (server.child.exitCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
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

  it('refuses to run without a file, or on PostgreSQL, saying why', async () => {
    const missing = await collect(runScript('server/src/db/backup-cli.ts', [], { DATA_DIR: live }));
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain('Usage: npm run backup -- FILE');
    const postgres = await collect(
      runScript('server/src/db/backup-cli.ts', [backupFile], { DATA_DIR: live, DATABASE_URL: 'postgres://db.invalid/console' }),
    );
    expect(postgres.code).not.toBe(0);
    expect(postgres.output).toContain('pg_dump');
  });
});
