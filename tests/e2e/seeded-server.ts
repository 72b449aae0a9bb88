import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTemporaryDatabase } from '../helpers/postgres.js';
import { REPO_ROOT } from '../helpers/server-process.js';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
export const E2E_OWNER_PASSWORD = 'e2e-owner-password';

export interface SeededServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The built server on a free loopback port, on a fresh database (PostgreSQL when asked) seeded
 * with the given number of demo tenants; `stop` ends it and drops the database.
 */
export async function startSeededServer(options: {
  tenants: number;
  postgres: boolean;
  /** More settings for this server (SMTP_URL, SIGNUP, PORT, PUBLIC_URL …). */
  env?: NodeJS.ProcessEnv;
}): Promise<SeededServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-e2e-'));
  const database = options.postgres ? await createTemporaryDatabase() : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    PORT: '0',
    LOGIN_RATE_LIMIT_MAX: '1000',
    ...options.env,
  };
  execFileSync(process.execPath, ['server/dist/server/src/store/seed-cli.js', '--tenants', String(options.tenants), '--password', E2E_OWNER_PASSWORD], {
    cwd: REPO_ROOT,
    env,
    stdio: 'inherit',
  });

  const server = spawn(process.execPath, ['server/dist/server/src/server.js'], {
    cwd: REPO_ROOT,
    env: { ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/[^\s)]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.on('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => server.on('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
