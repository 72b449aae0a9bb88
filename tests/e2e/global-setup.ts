import type { TestProject } from 'vitest/node';
import { buildAllOnce } from '../helpers/build-once.js';
import { testDatabaseUrl } from '../helpers/postgres.js';
import { chromiumPath, ensureChromium } from './browser.js';
import { startSeededServer } from './seeded-server.js';

export { E2E_ADMIN_PASSWORD, E2E_OWNER_PASSWORD } from './seeded-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string;
    skipReason: string;
  }
}

/**
 * For one database: the built server on a free loopback port, on a fresh database seeded
 * with 60 demo tenants; stopped (and the database dropped) when the project ends.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test files, not this setup: read it from the project.
  const postgres = (project.config.env['TEST_DIALECT'] ?? process.env['TEST_DIALECT']) === 'postgres';
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

  const server = await startSeededServer({ tenants: 60, postgres });
  const url = server.url;
  project.provide('baseUrl', url);

  return () => server.stop();
}
