/**
 * `npm run bench [-- --quick]`: the server and the console measured against limits taken in the
 * same run. It reports; it never fails on a figure. See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import type { Spread } from './lib/stats.js';
import { createTemporaryDatabase } from '../tests/helpers/postgres.js';
import { lighthouseScores } from './lib/lighthouse-bench.js';
import { firstRow, heapAfterTenants, launchBrowser, listSearch, pageWeight, paletteServerSearch, switcherKeystroke, switcherServerSearch, type Session } from './lib/console-bench.js';
import { REPO_ROOT, rssMb, run, serverNodeArgs, startNode, type RunningProcess } from './lib/processes.js';
import { describeMachineSpeed, machineSpeed } from './lib/machine-speed.js';
import { printReport, type BenchResults } from './lib/report.js';
import { describeRssParts, rssParts } from './lib/rss-parts.js';
import { metricsOverhead } from './lib/metrics-overhead.js';
import { benchInsideTenant, benchServer, demoUsername, measureExport, type Credentials } from './lib/server-bench.js';

const { values: flags } = parseArgs({ options: { quick: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } } });
const quick = flags.quick;
const COUNTS = quick ? [1_000, 10_000] : [1_000, 5_000, 10_000, 100_000, 1_000_000];
/** The switcher's last size held in the browser: measured for the console alone. */
const SWITCHER_LOCAL_MAX = 5_000;
const LOAD_SECONDS = quick ? 2 : 5;
/**
 * How long the server is left quiet before its RSS is read again after the loads. V8 gives back
 * the heap's spare pages some 8 s after a server goes quiet (its memory reducer), so a reading at
 * once holds what the last collection left spare, not what the server keeps.
 */
const AT_REST_MS = 20_000;
const RUNS = quick ? 3 : 5;
/** Inside a tenant (issue 12): members of demo tenant 1, and audit events over every tenant. */
const INSIDE = quick ? { users: 10_000, auditEvents: 100_000 } : { users: 100_000, auditEvents: 1_000_000 };
const ADMIN: Credentials = { username: 'admin', password: `bench-${randomBytes(6).toString('hex')}` };
const log = (line: string) => console.log(line);

interface Store {
  db: 'sqlite' | 'postgres';
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

async function sqliteStore(): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-bench-'));
  return { db: 'sqlite', env: { DATA_DIR: dataDir, DATABASE_URL: '' }, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

async function postgresStore(serverUrl: string): Promise<Store> {
  const database = await createTemporaryDatabase(serverUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenant-console-bench-'));
  return {
    db: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    cleanup: async () => {
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function serverEnv(store: Store): Record<string, string> {
  return {
    ...store.env,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Sign-in is measured for its own cost, not for the limiter's refusals.
    LOGIN_RATE_LIMIT_MAX: '1000000',
    REDIS_URL: '',
  };
}

async function seed(env: Record<string, string>, tenants: number, extra: string[] = []): Promise<number> {
  const started = performance.now();
  await run(process.execPath, ['server/dist/server/src/store/seed-cli.js', '--tenants', String(tenants), '--password', 'bench-owner-password', ...extra], env);
  return performance.now() - started;
}

async function signIn(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { data: Session };
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function main(): Promise<void> {
  const started = performance.now();
  if (!flags['no-build']) {
    log('Building the server and the console…');
    await run('npm', ['run', 'build']);
  }
  const browser: Browser = await launchBrowser(log);
  const results: BenchResults = {
    mode: quick ? 'quick' : 'full',
    date: new Date().toISOString(),
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.cpus().length,
      memory_gb: Math.round(os.totalmem() / 1024 ** 3),
      os: `${os.type()} ${os.release()}`,
      node: process.version,
      chromium: browser.version(),
    },
    server: [],
    console: {
      signin_gzip_kb: 0,
      signin_requests: 0,
      tenants_gzip_kb: 0,
      tenants_requests: 0,
      first_row_ms: {},
      switcher_keystroke_ms: {},
      switcher_server_ms: {},
      palette_server_ms: {},
      list_search_ms: {},
      heap_mb_10000: 0,
      ranges: {},
    },
    rss_mb: { idle: 0, end: 0 },
    export: {},
    startup_ms: 0,
    seed_ms: {},
  };

  const stores = [await sqliteStore()];
  const postgresUrl = process.env['DATABASE_URL'];
  if (postgresUrl) stores.push(await postgresStore(postgresUrl));
  else log('PostgreSQL skipped: DATABASE_URL is not set.');

  try {
    for (const store of stores) {
      const env = serverEnv(store);
      let server: RunningProcess | undefined;
      try {
        for (const tenants of COUNTS) {
          const consoleOnly = tenants === SWITCHER_LOCAL_MAX && !quick;
          if (consoleOnly && store.db !== 'sqlite') continue;
          await server?.stop();
          log(`${store.db}: seeding ${tenants} tenants…`);
          results.seed_ms[`${store.db}-${tenants}`] = await seed(env, tenants);
          server = await startNode(serverNodeArgs(), env, '/api/v1/auth/me');
          const session = await signIn(server.url);
          if (store.db === 'sqlite' && tenants === COUNTS[0]) {
            results.startup_ms = server.startupMs;
            await new Promise((resolve) => setTimeout(resolve, 1000));
            results.rss_mb.idle = rssMb(server.pid);
            results.rss_parts_mb = { idle: rssParts(server.pid) };
          }
          if (!consoleOnly) {
            results.server.push(...(await benchServer({ db: store.db, url: server.url, token: session.token, tenants, admin: ADMIN, seconds: LOAD_SECONDS, log })));
          }
          if (tenants >= 100_000) {
            const exported = await measureExport(server.url, session.token, server.pid);
            results.export![`${store.db}-${tenants}`] = exported;
            log(`  ${store.db} ${tenants}: export ${exported.rows} rows, ${(exported.ms / 1000).toFixed(1)} s, peak RSS ${exported.peak_rss_mb.toFixed(0)} MB`);
          }
          if (store.db !== 'sqlite') continue;

          if (tenants === COUNTS[0]) {
            const signInWeight = await pageWeight(browser, server.url, '/sign-in', 'input[name=password]');
            const tenantsWeight = await pageWeight(browser, server.url, '/tenants', 'tbody tr td', session);
            Object.assign(results.console, {
              signin_gzip_kb: signInWeight.gzip_kb,
              signin_requests: signInWeight.requests,
              tenants_gzip_kb: tenantsWeight.gzip_kb,
              tenants_requests: tenantsWeight.requests,
            });
            // Lighthouse's mobile preset, three runs each, the median of each score.
            const lighthouseRuns = 3;
            results.console.lighthouse = {
              signin: await lighthouseScores(server.url, '/sign-in', lighthouseRuns),
              tenants: await lighthouseScores(server.url, '/tenants', lighthouseRuns, session),
            };
            log(`  lighthouse /sign-in ${JSON.stringify(results.console.lighthouse.signin)}, /tenants ${JSON.stringify(results.console.lighthouse.tenants)}`);
          }
          const record = (figure: 'first_row_ms' | 'switcher_keystroke_ms' | 'switcher_server_ms' | 'palette_server_ms' | 'list_search_ms', spreadOf: Spread) => {
            (results.console[figure] ??= {})[String(tenants)] = spreadOf.median;
            results.console.ranges[`${figure}.${tenants}`] = spreadOf;
            log(`  console ${tenants}: ${figure} ${spreadOf.median.toFixed(1)} (${spreadOf.min.toFixed(1)}–${spreadOf.max.toFixed(1)})`);
          };
          // Usernames spread over the table, each a different search; the same ones on every run.
          const sample = Array.from({ length: RUNS }, (_, i) => demoUsername(Math.max(1, Math.floor(((i + 1) * tenants) / (RUNS + 1)) - 3)));
          if (!consoleOnly) {
            record('first_row_ms', await firstRow(browser, server.url, session, RUNS));
            record('list_search_ms', await listSearch(browser, server.url, session, sample));
          }
          if (tenants <= SWITCHER_LOCAL_MAX) {
            if (consoleOnly || quick) record('switcher_keystroke_ms', await switcherKeystroke(browser, server.url, session, RUNS));
          } else {
            record('switcher_server_ms', await switcherServerSearch(browser, server.url, session, sample));
            record('palette_server_ms', await paletteServerSearch(browser, server.url, session, sample));
          }
          if (tenants === 10_000) results.console.heap_mb_10000 = await heapAfterTenants(browser, server.url, session);
        }
        if (server && store.db === 'sqlite') {
          results.rss_mb.end = rssMb(server.pid);
          await new Promise((resolve) => setTimeout(resolve, AT_REST_MS));
          results.rss_mb.at_rest = rssMb(server.pid);
          const parts = results.rss_parts_mb;
          if (parts) parts.at_rest = rssParts(server.pid);
          log(`  sqlite: RSS as the loads ended ${results.rss_mb.end.toFixed(0)} MB, ${AT_REST_MS / 1000} s later ${results.rss_mb.at_rest.toFixed(0)} MB`);
          if (parts?.at_rest) log(`  sqlite: RSS idle → at rest, MB: ${describeRssParts(parts.idle, parts.at_rest)}`);
        }

        // What counting every request for Prometheus costs, on the same data, server by server.
        if (server && store.db === 'sqlite') {
          const { token } = await signIn(server.url);
          await server.stop();
          results.metrics_overhead = await metricsOverhead(env, token, LOAD_SECONDS, RUNS);
          const { off, on, rps_ratio, p99_ratio, cpu_ratio } = results.metrics_overhead;
          log(
            `  sqlite: get one tenant, metrics and traces off ${off.rps.median.toFixed(0)} req/s p99 ${off.p99_ms.median} ms ${off.cpu_us_per_request.median.toFixed(0)} µs CPU/request, ` +
              `on ${on.rps.median.toFixed(0)} req/s p99 ${on.p99_ms.median} ms ${on.cpu_us_per_request.median.toFixed(0)} µs CPU/request (${rps_ratio.toFixed(3)}×, p99 ${p99_ratio.toFixed(2)}×, CPU ${cpu_ratio.toFixed(2)}×)`,
          );
        }

        // Inside a tenant, on the largest database of the run.
        await server?.stop();
        const tenants = COUNTS[COUNTS.length - 1] ?? 0;
        log(`${store.db}: seeding ${INSIDE.users} users and ${INSIDE.auditEvents} audit events…`);
        const inside = (results.inside ??= { users: INSIDE.users, audit_events: INSIDE.auditEvents, seed_ms: {} });
        inside.seed_ms[store.db] = await seed(env, tenants, ['--users', String(INSIDE.users), '--audit-events', String(INSIDE.auditEvents)]);
        server = await startNode(serverNodeArgs(), env, '/api/v1/auth/me');
        const session = await signIn(server.url);
        results.server.push(...(await benchInsideTenant({ db: store.db, url: server.url, token: session.token, tenants, admin: ADMIN, seconds: LOAD_SECONDS, log })));
        if (store.db === 'sqlite') {
          inside.first_row_users_ms = (await firstRow(browser, server.url, session, RUNS, '/users', 2)).median;
          inside.first_row_logs_ms = (await firstRow(browser, server.url, session, RUNS, '/logs')).median;
          log(`  console: first user row ${inside.first_row_users_ms.toFixed(0)} ms, first audit row ${inside.first_row_logs_ms.toFixed(0)} ms`);
        }
      } finally {
        await server?.stop();
      }
    }
  } finally {
    await browser.close();
    for (const store of stores) await store.cleanup();
  }

  results.duration_s = (performance.now() - started) / 1000;
  const outDir = path.join(REPO_ROOT, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  const baselineFile = path.join(outDir, 'baseline.json');
  if (fs.existsSync(baselineFile)) {
    log(describeMachineSpeed(machineSpeed(results, JSON.parse(fs.readFileSync(baselineFile, 'utf8')) as BenchResults)));
  }
  log(`Written to bench/results/latest.json (${results.duration_s.toFixed(0)} s).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
