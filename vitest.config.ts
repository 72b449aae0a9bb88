import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The console's data provider against the real server is an API test too: it runs on both databases.
const apiTests = ['tests/server/api/**/*.test.ts', 'tests/console/real-server/**/*.test.ts'];
// What only PostgreSQL has (its notices, its connections): not run on SQLite rather than skipped there.
const postgresOnlyTests = ['tests/server/api/**/*.postgres.test.ts'];
const hardening = {
  include: ['tests/hardening/**/*.test.ts'],
  globalSetup: ['tests/hardening/global-setup.ts'],
  testTimeout: 600_000,
  hookTimeout: 120_000,
  // Each file runs real servers under load: one file at a time per database.
  fileParallelism: false,
};
/**
 * The cluster (scripts/cluster.mjs: etcd, Patroni, two PostgreSQL nodes, HAProxy, three servers,
 * Redis), started once for the project and faulted file by file, one file at a time. Skipped, with
 * its reason, on a machine without etcd, Patroni or HAProxy. `npm run test:cluster` is the full run.
 */
const cluster = {
  include: ['tests/cluster/**/*.test.ts'],
  globalSetup: ['tests/cluster/global-setup.ts'],
  testTimeout: 600_000,
  hookTimeout: 300_000,
  fileParallelism: false,
};
const e2eTests = ['tests/e2e/**/*.e2e.test.ts'];
/**
 * The journeys whose screens read what the two databases answer through different SQL at scale
 * (paging, sorting and exporting thousands of rows; the lists inside a tenant and its audit log) run
 * on PostgreSQL too. Every other journey drives the same API, which the API suites test on both
 * databases, and runs once, on SQLite, to keep CI in time: the tenants journey's search, sort and
 * paging are the list convention's, which `list-convention.test.ts` and the console's data provider
 * against the real server (`tests/console/real-server/`) hold on PostgreSQL.
 */
const e2eOnPostgres = ['tests/e2e/large-lists.e2e.test.ts', 'tests/e2e/inside-tenant.e2e.test.ts'];
const e2e = {
  include: e2eTests,
  globalSetup: ['tests/e2e/global-setup.ts'],
  // A ceiling, not a speed check: `npm test` runs the in-process lane beside the browser.
  testTimeout: 180_000,
  hookTimeout: 180_000,
  // One browser journey at a time: two cores, one server.
  fileParallelism: false,
};

/** The suites that run in the test process: jsdom, the in-process server, the tools. */
const inProcess: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    plugins: [react()],
    test: {
      name: 'console',
      include: ['tests/console/**/*.test.{ts,tsx}'],
      exclude: ['tests/console/**/*.node.test.ts', 'tests/console/real-server/**'],
      environment: 'jsdom',
      setupFiles: ['tests/console/setup.ts'],
    },
  },
  {
    extends: true,
    test: { name: 'unit', include: ['tests/server/unit/**/*.test.ts', 'tests/console/**/*.node.test.ts'] },
  },
  { extends: true, test: { name: 'process', include: ['tests/server/process/**/*.test.ts'] } },
  // What backend teams and other teams' CI use: the client package, the mock server, the contract check.
  { extends: true, test: { name: 'tooling', include: ['tests/tooling/**/*.test.ts'], testTimeout: 120_000 } },
  { extends: true, test: { name: 'api:sqlite', include: apiTests, exclude: [...configDefaults.exclude, ...postgresOnlyTests], env: { TEST_DIALECT: 'sqlite' } } },
  {
    extends: true,
    test: {
      name: 'api:postgres',
      include: apiTests,
      env: { TEST_DIALECT: 'postgres' },
      globalSetup: ['tests/helpers/postgres-notice.ts'],
    },
  },
];

/** The suites that drive built servers from outside with load and faults, one file at a time. */
const hardeningProjects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'hardening:sqlite', env: { TEST_DIALECT: 'sqlite' }, ...hardening } },
  { extends: true, test: { name: 'hardening:postgres', env: { TEST_DIALECT: 'postgres' }, ...hardening } },
];
const clusterProjects: TestProjectInlineConfiguration[] = [{ extends: true, test: { name: 'cluster', ...cluster } }];
const servers = [...hardeningProjects, ...clusterProjects];

/** The browser journeys, one file at a time. */
const browser: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'e2e:sqlite', env: { TEST_DIALECT: 'sqlite' }, ...e2e } },
  { extends: true, test: { name: 'e2e:postgres', env: { TEST_DIALECT: 'postgres' }, ...e2e, include: e2eOnPostgres } },
];

/**
 * `TEST_LANE` picks one part, which `npm test` schedules over the machine's cores
 * (scripts/test.mjs): `browser`, `hardening` and `cluster` spend much of their time waiting on a
 * browser or a server, which `in-process` fills. `servers` is `hardening` and `cluster` together.
 * Unset, all run in one process, one after the other.
 */
const lanes: Record<string, TestProjectInlineConfiguration[]> = {
  'in-process': inProcess,
  browser,
  hardening: hardeningProjects,
  cluster: clusterProjects,
  servers,
};
const lane = process.env['TEST_LANE'];
if (lane !== undefined && !(lane in lanes)) throw new Error(`TEST_LANE is one of ${Object.keys(lanes).join(', ')}, not "${lane}"`);

export default defineConfig({
  test: {
    globals: false,
    // Ceilings, not speed checks: `npm test` runs two lanes at once on two cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: lane === undefined ? [...inProcess, ...servers, ...browser] : lanes[lane],
  },
});
