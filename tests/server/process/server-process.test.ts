import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { REPO_ROOT, type RunningServer } from '../../helpers/server-process.js';
import { serversOfEachTest } from '../../helpers/servers-of-each-test.js';

describe('the server process', () => {
  const { dataDir, start } = serversOfEachTest('process');
  let server: RunningServer | undefined;

  /** The banner that ends a start, once it is all out, and whether it is the last thing printed. */
  async function bannerOf(running: RunningServer): Promise<{ text: string; last: boolean }> {
    const complete = () => /Tenant Console is running at [\s\S]*API reference:.*\n.*─+\n/.exec(running.output());
    await expect.poll(complete, { timeout: 10_000, interval: 20 }).not.toBeNull();
    const match = complete();
    return { text: match?.[0] ?? '', last: running.output().trimEnd().endsWith(match?.[0].trimEnd() ?? '') };
  }

  it('ends its first start with a banner: the address, the administrator and the generated password, which the log never shows', async () => {
    server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none') });
    const banner = await bannerOf(server);
    expect(banner.last).toBe(true);
    expect(banner.text).toContain(`Tenant Console is running at ${server.url}\n`);
    expect(banner.text).toMatch(/Administrator: +admin\n/);
    expect(banner.text).toContain('shown only this once');
    const password = /Password: +(\S+)\n/.exec(banner.text)?.[1] ?? '';
    expect(password).toMatch(/^[\w-]{16}$/);
    const logLines = server.output().split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.filter((line) => line.includes(password))).toEqual([]);
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Later starts name the administrator but have no password to show; PUBLIC_URL is the address people use.
    server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), PUBLIC_URL: 'https://console.example.com/' });
    const again = await bannerOf(server);
    expect(again.last).toBe(true);
    expect(again.text).toContain('Tenant Console is running at https://console.example.com\n');
    expect(again.text).toMatch(/Administrator: +admin\n/);
    expect(again.text).not.toContain('Password');
    expect(server.output()).not.toContain(password);
    const warnings = server.output().split('\n').filter((line) => /"level":(40|50|60)/.test(line));
    expect(warnings.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['No built console found; serving the API only']);
    const signIn = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(signIn.status).toBe(200);
  });

  it('shows the generated password even when the first start fails after creating the administrator', async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-taken-port-'));
    const env = { DATA_DIR: fresh, STATIC_DIR: path.join(fresh, 'none') };
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    // startServer's error carries what the process printed before it exited.
    const failure = await start({ ...env, PORT: String(port) }).then(
      () => new Error('the server started on a port in use'),
      (error: Error) => error,
    );
    await new Promise((resolve) => taken.close(resolve));
    expect(failure.message).toMatch(/EADDRINUSE/);
    const password = /created with the password (\S+)\n/.exec(failure.message)?.[1] ?? '';
    expect(password).toMatch(/^[\w-]{16}$/);

    server = await start(env);
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);
  });

  it('finishes in-flight requests on SIGTERM, then closes the database cleanly', async () => {
    // At debug level the server logs each request as it arrives: the sign of one in flight.
    server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'debug' });
    // A sign-in spends tens of milliseconds hashing: long enough to be in flight.
    const inFlight = Array.from({ length: 5 }, () =>
      fetch(`${server?.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'wrong-password' }),
      }),
    );
    const running = server;
    await expect
      .poll(() => running.output().split('incoming request').length - 1, { timeout: 10_000, interval: 5 })
      .toBeGreaterThanOrEqual(inFlight.length);
    server.child.kill('SIGTERM');
    const responses = await Promise.all(inFlight);
    expect(responses.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('finishing in-flight requests');
    // A cleanly closed SQLite database folds its write-ahead log back into the file.
    expect(fs.existsSync(path.join(dataDir, 'console.db-wal'))).toBe(false);
  });

  it('answers a request that arrives during shutdown with the 503 envelope, after finishing the one in flight', async () => {
    server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), LOG_LEVEL: 'debug' });
    const running = server;
    const { port } = new URL(running.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const body = JSON.stringify({ username: 'admin', password: 'wrong-password' });
    // The first request's body is held back, so that it is still in flight when SIGTERM comes.
    socket.write(`POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
    await expect.poll(() => running.output().includes('incoming request'), { timeout: 10_000, interval: 5 }).toBe(true);
    running.child.kill('SIGTERM');
    await expect.poll(() => running.output().includes('finishing in-flight requests'), { timeout: 10_000, interval: 5 }).toBe(true);
    socket.write(`${body.slice(5)}GET /api/v1/auth/me HTTP/1.1\r\nHost: x\r\nAccept-Language: zh\r\n\r\n`);
    await closed;
    const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 401 /);
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toMatch(/connection: close/i);
    expect(second).toMatch(/content-security-policy: /i);
    expect(JSON.parse(second?.slice(second.indexOf('\r\n\r\n') + 4) ?? '')).toEqual({
      code: 50300,
      message: '服务器正在关闭，请稍后重试',
      data: null,
    });
    expect(await running.exited).toBe(0);
  });

  it('refuses to start on a bad setting, naming it', async () => {
    await expect(start({ DATA_DIR: dataDir, PORT: 'eighty' })).rejects.toThrow(/PORT must be a whole number/);
  });

  it('logs one line per answered request, saying what was asked and how it was answered', async () => {
    server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none') });
    const answer = await fetch(`${server.url}/api/v1/auth/me`, { headers: { 'x-request-id': 'one-line-check' } });
    expect(answer.status).toBe(401);
    const running = server;
    const linesOf = () => running.output().split('\n').filter((line) => line.includes('one-line-check'));
    await expect.poll(() => linesOf().length, { timeout: 10_000, interval: 5 }).toBeGreaterThan(0);
    const lines = linesOf().map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = lines.filter((line) => line['msg'] === 'request completed');
    expect(completed).toEqual([
      expect.objectContaining({
        level: 30,
        req: expect.objectContaining({ method: 'GET', url: '/api/v1/auth/me' }),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(lines.filter((line) => line['msg'] === 'incoming request')).toEqual([]);
  });

  it('writes a mailed link’s token and a caller’s token redacted, in the lines it writes to its output', async () => {
    server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none') });
    const token = 'Kq2v0R7c-9bXJmN4pW1sT6yU3hZ8aE5dG0fL2oI7uY_';
    const bearer = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
    await fetch(`${server.url}/forgot-password?token=${token}`, { headers: { 'x-request-id': 'redaction-check' } });
    await fetch(`${server.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${bearer}`, 'x-request-id': `redaction-check ${bearer}` } });
    const running = server;
    const linesOf = () => running.output().split('\n').filter((line) => line.includes('redaction-check'));
    await expect.poll(() => linesOf().length, { timeout: 10_000, interval: 5 }).toBe(2);
    expect(linesOf().map((line) => (JSON.parse(line) as { req: { url: string } }).req.url)).toEqual(['/forgot-password?token=[redacted]', '/api/v1/auth/me']);
    expect(running.output()).not.toContain(token);
    expect(running.output()).not.toContain(bearer);
  });

  it('writes every line it still holds when it is stopped: lines go out in batches, none is lost', async () => {
    server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none') });
    const ids = Array.from({ length: 5 }, (_, index) => `last-lines-${index}`);
    for (const id of ids) await fetch(`${server.url}/api/v1/auth/me`, { headers: { 'x-request-id': id } });
    // Stopped at once, before a batch of five short lines would be written on its own.
    server.child.kill('SIGTERM');
    await server.exited;
    const stopped = server;
    // The output pipe may still be draining after the process has gone.
    const logged = () => stopped.output().split('\n').filter((line) => ids.some((id) => line.includes(`"${id}"`)));
    await expect.poll(() => logged().length, { timeout: 5_000, interval: 20 }).toBe(ids.length);
  });

  it('logs JSON lines for machines, and readable lines when a person watches a terminal', async () => {
    server = await start({ DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none') });
    const jsonLine = server.output().split('\n').find((line) => line.includes('Tenant Console is ready'));
    expect(JSON.parse(jsonLine ?? '')).toMatchObject({ level: 30, msg: expect.stringContaining('ready at') });
    server.child.kill('SIGTERM');
    await server.exited;

    // util-linux `script` runs the server under a pseudo-terminal, as a person's shell would.
    const command = `${process.execPath} --import tsx server/src/server.ts`;
    const terminal = spawn('script', ['-qfec', command, '/dev/null'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), PORT: '0' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    terminal.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => output, { timeout: 20_000, interval: 50 }).toContain('API reference:  ');
    terminal.kill('SIGTERM');
    // The banner follows every line logged before it, a terminal's readable lines included.
    expect(output.indexOf('Tenant Console is running at')).toBeGreaterThan(output.indexOf('Tenant Console is ready'));
    const line = output.split('\n').find((text) => text.includes('Tenant Console is ready')) ?? '';
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] .*INFO/);
    expect(line).not.toContain('{"level"');
  });
});
