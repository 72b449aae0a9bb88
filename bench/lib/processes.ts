import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { collect, freePort, REPO_ROOT, serverNodeArgs, serverNodeEnv } from '../../tests/helpers/server-process.js';

export { freePort, REPO_ROOT, serverNodeArgs };

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

/** Starts `node <args>` with the given environment and waits until `probePath` answers. */
export async function startNode(args: string[], env: Record<string, string>, probePath: string): Promise<RunningProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...serverNodeEnv(), ...env, PORT: String(port), HOST: '127.0.0.1' },
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
