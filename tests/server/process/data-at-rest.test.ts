import SQLite from 'better-sqlite3';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { authenticatorCode, secretOfUri } from '../../helpers/authenticator.js';
import { startServer, type RunningServer } from '../../helpers/server-process.js';

const ADMIN_PASSWORD = 'data-at-rest-admin-password';
const mode = (file: string) => fs.statSync(file).mode & 0o777;

/** Every folder and file under `dir` with its permission bits, e.g. `console.db 600`. */
function modesUnder(dir: string): string[] {
  const found: string[] = [`. ${mode(dir).toString(8)}`];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const at = path.join(entry.parentPath, entry.name);
    found.push(`${path.relative(dir, at)} ${mode(at).toString(8)}`);
  }
  return found.sort();
}

async function call(server: RunningServer, method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.url}/api${route}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

describe('data at rest', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-rest-'));
  let server: RunningServer | undefined;

  const start = (dataDir: string) => startServer({ DATA_DIR: dataDir, STATIC_DIR: path.join(root, 'none'), ADMIN_PASSWORD });
  async function stop(): Promise<void> {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    server = undefined;
  }
  afterEach(stop);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates the data directory 0700 and every file in it 0600: the database, its log, the keys', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    server = await start(dataDir);
    expect(modesUnder(dataDir)).toEqual(['. 700', 'console.db 600', 'console.db-shm 600', 'console.db-wal 600', 'jwt-secret 600', 'secret-key 600']);
  });

  it('fixes an install made before the rule at start: folders 0700, files 0600', async () => {
    const dataDir = path.join(root, 'old', 'data');
    server = await start(dataDir);
    await stop();
    fs.chmodSync(dataDir, 0o755);
    for (const file of fs.readdirSync(dataDir)) fs.chmodSync(path.join(dataDir, file), 0o644);
    fs.mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'Subject: kept\r\n\r\nold mail', { mode: 0o644 });
    server = await start(dataDir);
    expect(modesUnder(dataDir).filter((line) => !/ (600|700)$/.test(line))).toEqual([]);
    expect(modesUnder(dataDir)).toContain('outbox/old.eml 600');
  });

  it('keeps no TOTP secret in the database files, and seals those an older version left in clear', async () => {
    const dataDir = path.join(root, 'totp', 'data');
    server = await start(dataDir);
    const token = (await call(server, 'POST', '/v1/auth/login', undefined, { username: 'admin', password: ADMIN_PASSWORD })).body.data['token'] as string;
    const started = await call(server, 'POST', '/v1/auth/two-factor/enrolment', token);
    const secret = secretOfUri(started.body.data['otpauthUri'] as string);
    const confirmed = await call(server, 'POST', '/v1/auth/two-factor/confirmation', token, { enrolment: started.body.data['enrolment'], code: await authenticatorCode(secret) });
    expect(confirmed.status).toBe(200);
    const files = fs.readdirSync(dataDir).filter((file) => file.startsWith('console.db'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(fs.readFileSync(path.join(dataDir, file)).includes(secret), file).toBe(false);
    await stop();

    // As a version before sealing left it: the secret in clear in the row.
    const database = new SQLite(path.join(dataDir, 'console.db'));
    database.prepare("update users set totp_secret = ?, totp_last_step = null where username = 'admin'").run(secret);
    database.close();
    server = await start(dataDir);
    const inspect = new SQLite(path.join(dataDir, 'console.db'), { readonly: true });
    const stored = inspect.prepare<[], { totp_secret: string }>("select totp_secret from users where username = 'admin'").get();
    inspect.close();
    expect(stored?.totp_secret).toMatch(/^v1\./);
    // Sealed, it still signs in with the same authenticator.
    const signIn = await call(server, 'POST', '/v1/auth/login', undefined, { username: 'admin', password: ADMIN_PASSWORD });
    expect(signIn.status).toBe(202);
    const code = await call(server, 'POST', '/v1/auth/otp', undefined, { challenge: signIn.body.data['challenge'], code: await authenticatorCode(secret, 1) });
    expect(code.status).toBe(200);
  });

  it('answers an HTTP/1.1 request without Host with the 400 envelope, in the caller’s language', async () => {
    server = await start(path.join(root, 'host', 'data'));
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('GET /api/v1/auth/me HTTP/1.1\r\nAccept-Language: zh\r\n\r\n'));
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(answer).toMatch(/content-security-policy: /i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 40002,
      message: '请求缺少 HTTP/1.1 必需的 Host 请求头',
      data: { field: 'Host' },
    });
  });
});
