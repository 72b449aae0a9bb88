import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './server-process.js';

export interface MockProcess {
  child: ChildProcess;
  /** Where the API answers, up to and including `/api`. */
  url: string;
  /** What it printed until it was ready. */
  banner: string;
}

/** `npm run mock`'s command, started as another team's CI would, on a free port. */
export async function startMock(env: Record<string, string> = {}): Promise<MockProcess> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server.ts'], {
    cwd: path.join(REPO_ROOT, 'mock'),
    env: { ...process.env, PORT: '0', ...env },
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the mock server did not start:\n${output}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    });
    child.on('exit', () => reject(new Error(`the mock server exited:\n${output}`)));
  });
  return { child, url, banner: output };
}
