import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAllOnce } from '../helpers/build-once.js';
import { createTemporaryDatabase, testDatabaseUrl } from '../helpers/postgres.js';
import { REPO_ROOT } from '../helpers/server-process.js';
import { chromiumPath, ensureChromium } from './browser.js';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
export const E2E_OWNER_PASSWORD = 'e2e-owner-password';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string;
    skipReason: string;
  }
}

function run(script: string, args: string[], env: NodeJS.ProcessEnv): void {
  execFileSync(process.execPath, [script, ...args], { cwd: REPO_ROOT, env, stdio: 'inherit' });
}

/**
 * For one database: the built server on a free loopback port, on a fresh database seeded
 * with 60 demo tenants; stopped (and the database dropped) when the project ends.
 */
export default async function setup(project: TestProject) {
  const postgres = process.env['TEST_DIALECT'] === 'postgres';
  if (postgres && !testDatabaseUrl) {
    console.log('Browser tests on PostgreSQL skipped: TEST_DATABASE_URL is not set.');
    project.provide('skipReason', 'TEST_DATABASE_URL is not set');
    project.provide('baseUrl', '');
    project.provide('chromium', '');
    return;
  }
  project.provide('skipReason', '');
  ensureChromium();
  project.provide('chromium', chromiumPath());
  buildAllOnce();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-e2e-'));
  const database = postgres ? await createTemporaryDatabase() : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    PORT: '0',
    LOGIN_RATE_LIMIT_MAX: '1000',
  };
  run('server/dist/db/seed-cli.js', ['--tenants', '60', '--password', E2E_OWNER_PASSWORD], env);

  const server = spawn(process.execPath, ['server/dist/server.js'], {
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
  project.provide('baseUrl', url);

  return async () => {
    const exited = new Promise((resolve) => server.on('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
