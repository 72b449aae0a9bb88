import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT } from '../../helpers/server-process.js';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tc-diagnostic-signals-'));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The server with these node options; resolves once it is ready. */
async function serverWith(nodeOptions: string[]): Promise<{ server: ChildProcess; url: string; exited: Promise<string> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(folder, 'data-'));
  const server = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), SHUTDOWN_DRAIN_MS: '0' },
    stdio: 'ignore',
  });
  children.push(server);
  const exited = new Promise<string>((resolve) => server.on('exit', (code, signal) => resolve(signal ?? `code ${code}`)));
  const url = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status, { timeout: 60_000, interval: 100 }).toBe(200);
  return { server, url, exited };
}

// An operator who started node with --heapsnapshot-signal (or --report-on-signal) and sends that
// signal asks for a heap snapshot, not for the server to drain and stop.
describe('a signal node was told to answer with a diagnostic', () => {
  it('writes the heap snapshot and leaves the server serving; SIGTERM still stops it', async () => {
    const snapshots = fs.mkdtempSync(path.join(folder, 'snapshots-'));
    const { server, url, exited } = await serverWith(['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`]);
    server.kill('SIGUSR2');
    await expect.poll(() => fs.readdirSync(snapshots).some((name) => name.endsWith('.heapsnapshot')), { timeout: 60_000, interval: 200 }).toBe(true);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    server.kill('SIGTERM');
    expect(await exited).toBe('code 0');
  });

  it('stops the server as before where node was given no such option', async () => {
    const { server, exited } = await serverWith([]);
    server.kill('SIGUSR2');
    expect(await exited).toBe('code 0');
  });
});
