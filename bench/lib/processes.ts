import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { collect, REPO_ROOT } from '../../tests/helpers/server-process.js';

export { REPO_ROOT };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resident memory of a process, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export interface RunningProcess {
  url: string;
  pid: number;
  /** From spawn to the first HTTP answer. */
  startupMs: number;
  stop(): Promise<void>;
}

async function waitForAnswer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The process exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  throw new Error(`No answer from ${url} within 60 s:\n${output()}`);
}

/**
 * The node options `npm start` runs the server with (package.json is the one place they are
 * written), so the benchmark measures the server as it ships.
 */
export function serverNodeArgs(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = (pkg.scripts['start'] ?? '').split('&&').at(-1)?.trim().split(/\s+/) ?? [];
  if (command[0] !== 'node' || command.length < 2) throw new Error(`Cannot read the server command from "npm start": ${pkg.scripts['start']}`);
  return command.slice(1);
}

/** Starts `node <args>` with the given environment and waits until `probePath` answers. */
export async function startNode(args: string[], env: Record<string, string>, probePath: string): Promise<RunningProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}${probePath}`, child, () => errors);
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid ?? 0,
    startupMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs a command to completion; fails with its output if it fails. */
export async function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const { code, output } = await collect(child);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-8000)}`);
}
