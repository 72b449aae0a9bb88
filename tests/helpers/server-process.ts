import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { serverCommand } from '../../scripts/server-command.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs a server script from source as a separate process, as `npm start` would run the build. */
export function runScript(script: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function collect(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

/** Starts the server on a free port and resolves once it says where it listens. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = runScript('server/src/server.ts', [], { PORT: '0', LOG_LEVEL: 'info', ...env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const url = await new Promise<string>((resolve, reject) => {
    // A server that never says it is ready is stopped, not left running behind the failed test.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 60_000);
    const check = () => {
      const match = /ready at (http:\/\/[^\s)]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then(() => reject(new Error(`server exited:\n${output}`)));
  });
  return { child, url, output: () => output, exited };
}

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

/**
 * The node options `npm start` runs the server with (package.json is the one place they are
 * written), so the benchmark measures the server as it ships.
 */
export function serverNodeArgs(): string[] {
  return serverCommand(REPO_ROOT).args;
}

/** The variables `npm start` sets for the server's process (the allocator's), for the same reason. */
export function serverNodeEnv(): Record<string, string> {
  return serverCommand(REPO_ROOT).env;
}
