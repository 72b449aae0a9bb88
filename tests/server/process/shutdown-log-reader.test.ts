import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT } from '../../helpers/server-process.js';

/** Longer than the drain (0 here) and the 10 s grace together: a server still running then never stops on its own. */
const STOPS_WITHIN_MS = 20_000;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** A process reading the server's output: `reading` takes it all, `stalled` never reads, so the pipe fills. */
function logReader(kind: 'reading' | 'stalled'): ChildProcess {
  const script = kind === 'reading' ? 'process.stdin.resume()' : 'setInterval(() => undefined, 1000)';
  const reader = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'ignore', 'ignore'] });
  children.push(reader);
  return reader;
}

/** The server with its stdout on the reader's pipe, as a supervisor or a terminal's pipeline starts it; resolves once it answers. */
async function serverWritingTo(reader: ChildProcess, env: Record<string, string>): Promise<{ server: ChildProcess; url: string; exited: Promise<string> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-log-reader-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'none'), SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', reader.stdin ?? 'ignore', 'ignore'],
  });
  children.push(server);
  const exited = new Promise<string>((resolve) => server.on('exit', (code, signal) => resolve(signal ?? `code ${code}`)));
  const url = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.status, { timeout: 60_000, interval: 100 }).toBe(200);
  return { server, url, exited };
}

/** Whether the process has exited by `ms` from now. */
function exitsWithin(exited: Promise<string>, ms: number): Promise<string> {
  return Promise.race([exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), ms))]);
}

describe('a SIGTERM stops the server whatever becomes of its output', () => {
  it('when the process reading its log goes away as the signal comes (a closed terminal, a restarted supervisor)', async () => {
    const reader = logReader('reading');
    const { server, exited } = await serverWritingTo(reader, {});
    reader.kill('SIGKILL');
    server.kill('SIGTERM');
    expect(await exitsWithin(exited, STOPS_WITHIN_MS)).not.toBe('still running');
  });

  it('when the process reading its log has stopped reading and the pipe is full', async () => {
    const reader = logReader('stalled');
    // A line for each request as it arrives and as it is answered: a few thousand fill the pipe.
    const { server, url, exited } = await serverWritingTo(reader, { LOG_LEVEL: 'debug' });
    for (let batch = 0; batch < 10; batch++) await Promise.all(Array.from({ length: 300 }, () => fetch(`${url}/api/v1/auth/me`).catch(() => undefined)));
    server.kill('SIGTERM');
    expect(await exitsWithin(exited, STOPS_WITHIN_MS)).not.toBe('still running');
  });
});
