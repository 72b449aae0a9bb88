#!/usr/bin/env node
// The Tenant Console as a cluster on one machine, on loopback, with all its data in one folder:
// etcd, Patroni managing two PostgreSQL 15 nodes (primary and synchronous standby), HAProxy in
// front of both the database and three server instances, a Redis of its own for the rate
// limits, and Prometheus reading the servers' metrics (when Debian's package is installed). The
// same shape on real hosts is written up in docs/scaling.md.
//
//   npm run cluster [-- --dir .cluster] [--port 8090] [--base-port 15400] [--fresh]
//
// Ctrl+C stops everything it started. While it runs, <dir>/state.json says where each part
// listens and its process id (the cluster suite reads it).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { haproxyConfig, haproxyErrorFile, NODES, patroniConfig, portsFrom, prometheusConfig, SERVERS } from './cluster/configs.mjs';
import { administratorOf, administratorToCreate, signInLines } from './cluster/administrator.mjs';
import { delay, Supervisor } from './cluster/supervisor.mjs';
import { serverCommand } from './server-command.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PG_BIN = process.env['PG_BIN'] ?? '/usr/lib/postgresql/15/bin';
const PROGRAMS = { etcd: 'etcd-server', patroni: 'patroni', haproxy: 'haproxy', 'redis-server': 'redis-server' };
/** What the servers wait after SIGTERM with /readyz at 503 before closing: HAProxy's check (500 ms, 2 falls) has let go by then. */
const DRAIN_MS = 2000;

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: '.cluster' },
    port: { type: 'string' },
    'base-port': { type: 'string', default: '15400' },
    fresh: { type: 'boolean', default: false },
    'redis-url': { type: 'string' },
    // The caller has built both parts and runs other servers from them (the test suites): never rebuild under those.
    'no-build': { type: 'boolean', default: false },
  },
});
const dir = path.resolve(values.dir);
const ports = portsFrom(Number(values['base-port']), values.port === undefined ? undefined : Number(values.port));
if (Object.values(ports).flat().some((port) => port === 5432 || port === 6379)) fail('The cluster never uses 5432 or 6379: they are the shared PostgreSQL and Redis');

const missing = Object.entries(PROGRAMS).filter(([program]) => spawnSync('sh', ['-c', `command -v ${program}`]).status !== 0);
if (missing.length > 0) fail(`Missing: ${missing.map(([program]) => program).join(', ')}. Install them with: apt-get install -y ${missing.map(([, pkg]) => pkg).join(' ')}`);
if (!fs.existsSync(path.join(PG_BIN, 'postgres'))) fail(`PostgreSQL 15 is not in ${PG_BIN} (set PG_BIN)`);
// Optional: without it the servers still serve their metrics, and the banner says how to add it.
const hasPrometheus = spawnSync('sh', ['-c', 'command -v prometheus']).status === 0;

if (values.fresh) fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
// PostgreSQL runs as its own OS user, which must be able to reach its folders inside this one.
fs.chmodSync(dir, 0o755);
const pgUser = postgresUser();
const secrets = readOrCreateSecrets();
let administrator;
try {
  administrator = administratorToCreate(process.env, secrets);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
/** Whether this start made the cluster's database, so that its servers create the administrator. */
let databaseCreated = false;

let stopping = false;
const supervisor = new Supervisor({ dir, onChange: () => writeState() });

process.on('SIGINT', () => void teardown(0));
process.on('SIGTERM', () => void teardown(0));

try {
  await main();
} catch (error) {
  console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`Logs: ${path.join(dir, 'logs')}`);
  await teardown(1);
}

async function main() {
  // The console too: the address printed at the end is the console's, and a fresh clone has neither.
  if (!values['no-build']) {
    step('Building the server and the console');
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-changed', '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  }

  if (!values['redis-url']) {
    step(`Redis on 127.0.0.1:${ports.redis}`);
    fs.mkdirSync(path.join(dir, 'redis'), { recursive: true });
    supervisor.start({ name: 'redis', command: 'redis-server', args: ['--port', String(ports.redis), '--bind', '127.0.0.1', '--dir', path.join(dir, 'redis'), '--save', '', '--appendonly', 'no'] });
  }

  step(`etcd on 127.0.0.1:${ports.etcdClient}`);
  supervisor.start({
    name: 'etcd',
    command: 'etcd',
    args: [
      '--name', 'tc', '--data-dir', path.join(dir, 'etcd'),
      '--listen-client-urls', `http://127.0.0.1:${ports.etcdClient}`, '--advertise-client-urls', `http://127.0.0.1:${ports.etcdClient}`,
      '--listen-peer-urls', `http://127.0.0.1:${ports.etcdPeer}`, '--initial-advertise-peer-urls', `http://127.0.0.1:${ports.etcdPeer}`,
      '--initial-cluster', `tc=http://127.0.0.1:${ports.etcdPeer}`, '--logger', 'zap', '--log-level', 'warn',
    ],
  });
  await waitFor('etcd', async () => (await get(`http://127.0.0.1:${ports.etcdClient}/health`)).status === 200, 30_000);

  for (const [index, node] of NODES.entries()) {
    const nodeDir = path.join(dir, node);
    fs.mkdirSync(nodeDir, { recursive: true });
    fs.chmodSync(nodeDir, 0o700);
    const config = path.join(nodeDir, 'patroni.yml');
    fs.writeFileSync(config, patroniConfig({ node, index, ports, dir, secrets, binDir: PG_BIN }), { mode: 0o600 });
    if (pgUser) execFileSync('chown', ['-R', `${pgUser.uid}:${pgUser.gid}`, nodeDir]);
    step(`Patroni ${node}: REST 127.0.0.1:${ports.patroni[index]}, PostgreSQL 127.0.0.1:${ports.postgres[index]}`);
    supervisor.start({
      name: `patroni-${node}`,
      command: 'patroni',
      args: [config],
      env: { ...process.env, HOME: pgUser?.home ?? os.homedir(), PATH: `${PG_BIN}:${process.env['PATH']}` },
      cwd: nodeDir,
      ...(pgUser && { uid: pgUser.uid, gid: pgUser.gid }),
    });
    if (index === 0) await waitFor('a primary', async () => (await primaryNode()) !== undefined, 120_000);
  }
  await waitFor('the synchronous standby', async () => (await syncStandby()) !== undefined, 120_000);

  step(`HAProxy: console http://127.0.0.1:${ports.http}, database 127.0.0.1:${ports.database}, stats http://127.0.0.1:${ports.stats}/`);
  fs.mkdirSync(path.join(dir, 'haproxy'), { recursive: true });
  for (const status of [502, 503, 504]) fs.writeFileSync(path.join(dir, 'haproxy', `${status}.http`), haproxyErrorFile(status));
  const haproxyCfg = path.join(dir, 'haproxy', 'haproxy.cfg');
  fs.writeFileSync(haproxyCfg, haproxyConfig({ ports, dir }));
  execFileSync('haproxy', ['-c', '-q', '-f', haproxyCfg]);
  supervisor.start({ name: 'haproxy', command: 'haproxy', args: ['-db', '-f', haproxyCfg] });

  await waitFor('the database through HAProxy', createDatabase, 60_000);

  step(`Three servers on ${ports.servers.map((port) => `127.0.0.1:${port}`).join(', ')}`);
  for (const [index, name] of SERVERS.entries()) startServer(name, ports.servers[index]);
  await waitFor('the three servers', async () => (await serverStates()).every((state) => state === 'UP'), 120_000);

  if (hasPrometheus) await startPrometheus();

  writeState({ ready: true, prometheus: hasPrometheus ? `http://127.0.0.1:${ports.prometheus}` : null });
  const { admin, ignored } = administratorOf(administrator, secrets.admin ?? (databaseCreated ? undefined : { username: 'admin', passwordFrom: 'secrets.json' }), process.env);
  console.log(`
Tenant Console cluster is ready at http://127.0.0.1:${ports.http}
${signInLines(admin, path.join(dir, 'secrets.json'), ignored).join('\n')}
  HAProxy stats: http://127.0.0.1:${ports.stats}/   logs: ${path.join(dir, 'logs')}
  ${metricsLine()}
  Ctrl+C stops everything.`);
}

async function startPrometheus() {
  step(`Prometheus on http://127.0.0.1:${ports.prometheus}/, reading the servers' metrics on ${ports.metrics.map((port) => `127.0.0.1:${port}`).join(', ')}`);
  const promDir = path.join(dir, 'prometheus');
  fs.mkdirSync(path.join(promDir, 'data'), { recursive: true });
  const tokenFile = path.join(promDir, 'metrics-token');
  fs.writeFileSync(tokenFile, secrets.metricsToken, { mode: 0o600 });
  const config = path.join(promDir, 'prometheus.yml');
  fs.writeFileSync(config, prometheusConfig({ ports, tokenFile }));
  supervisor.start({
    name: 'prometheus',
    command: 'prometheus',
    args: [
      `--config.file=${config}`, `--storage.tsdb.path=${path.join(promDir, 'data')}`, '--storage.tsdb.retention.time=2d',
      `--web.listen-address=127.0.0.1:${ports.prometheus}`, '--log.level=warn',
    ],
  });
  await waitFor('Prometheus', async () => (await get(`http://127.0.0.1:${ports.prometheus}/-/ready`)).status === 200, 60_000);
}

function metricsLine() {
  if (!hasPrometheus) return `Metrics: each server on ${ports.metrics.map((port) => `127.0.0.1:${port}`).join(', ')} (token in secrets.json); apt-get install -y prometheus to have this script scrape them`;
  return `Prometheus: http://127.0.0.1:${ports.prometheus}/ (docs/grafana-dashboard.json reads it)`;
}

function startServer(name, port) {
  const command = serverCommand(ROOT);
  const dataDir = path.join(dir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  supervisor.start({
    name,
    command: process.execPath,
    args: command.args,
    cwd: ROOT,
    env: {
      ...process.env,
      ...command.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl('tenant_console'),
      REDIS_URL: values['redis-url'] ?? `redis://127.0.0.1:${ports.redis}/0`,
      JWT_SECRET: secrets.jwtSecret,
      SECRET_KEY: secrets.secretKey,
      ADMIN_USERNAME: administrator.username,
      ADMIN_PASSWORD: administrator.password,
      PUBLIC_URL: `http://127.0.0.1:${ports.http}`,
      METRICS_PORT: String(ports.metrics[SERVERS.indexOf(name)]),
      METRICS_TOKEN: secrets.metricsToken,
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      // HAProxy adds X-Forwarded-For: the limits and the audit log see the caller, not HAProxy.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
      ...clusterOverrides(),
    },
  });
}

/** Settings the suite passes down to every server (CLUSTER_SERVER_ENV, JSON). */
function clusterOverrides() {
  const raw = process.env['CLUSTER_SERVER_ENV'];
  return raw ? JSON.parse(raw) : {};
}

function databaseUrl(database) {
  return `postgres://postgres:${encodeURIComponent(secrets.databasePassword)}@127.0.0.1:${ports.database}/${database}`;
}

async function createDatabase() {
  const client = new pg.Client({ connectionString: databaseUrl('postgres'), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const { rowCount } = await client.query("select 1 from pg_database where datname = 'tenant_console'");
    if (rowCount === 0) {
      await client.query('create database tenant_console');
      databaseCreated = true;
      // The servers create this administrator on the new database: remembered for the banners of later starts.
      secrets.admin = { username: administrator.username, passwordFrom: administrator.passwordFrom };
      writeSecrets(secrets);
    }
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function primaryNode() {
  for (const index of NODES.keys()) {
    if ((await get(`http://127.0.0.1:${ports.patroni[index]}/primary`).catch(() => ({ status: 0 }))).status === 200) return NODES[index];
  }
  return undefined;
}

async function syncStandby() {
  for (const index of NODES.keys()) {
    if ((await get(`http://127.0.0.1:${ports.patroni[index]}/sync`).catch(() => ({ status: 0 }))).status === 200) return NODES[index];
  }
  return undefined;
}

/** The servers' states in HAProxy (UP, DOWN, …), from its stats page. */
async function serverStates() {
  try {
    const { body } = await get(`http://127.0.0.1:${ports.stats}/;csv`);
    return SERVERS.map((name) => body.split('\n').find((line) => line.startsWith(`servers,${name},`))?.split(',')[17] ?? 'missing');
  } catch {
    return SERVERS.map(() => 'missing');
  }
}

async function get(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  return { status: response.status, body: await response.text() };
}

function writeState(extra = {}) {
  const file = path.join(dir, 'state.json');
  let previous = {};
  try {
    previous = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // The first write.
  }
  const state = {
    ...previous,
    ...extra,
    url: `http://127.0.0.1:${ports.http}`,
    ports,
    dir,
    databaseUrl: databaseUrl('tenant_console'),
    redisUrl: values['redis-url'] ?? `redis://127.0.0.1:${ports.redis}/0`,
    nodes: NODES.map((node) => ({ name: node, dataDir: path.join(dir, node, 'data') })),
    servers: SERVERS,
    pids: supervisor.pids(),
    restarts: supervisor.restarts(),
    supervisorPid: process.pid,
  };
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

function readOrCreateSecrets() {
  const file = path.join(dir, 'secrets.json');
  const secret = () => randomBytes(32).toString('hex');
  if (fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (kept.metricsToken !== undefined) return kept;
    // A cluster made before the servers served metrics gets its token now.
    const upgraded = { ...kept, metricsToken: secret() };
    writeSecrets(upgraded);
    return upgraded;
  }
  const created = {
    jwtSecret: secret(),
    secretKey: secret(),
    adminPassword: randomBytes(12).toString('base64url'),
    databasePassword: randomBytes(18).toString('hex'),
    replicationPassword: randomBytes(18).toString('hex'),
    metricsToken: secret(),
  };
  writeSecrets(created);
  return created;
}

function writeSecrets(values) {
  fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify(values, null, 2), { mode: 0o600 });
}

/** PostgreSQL refuses to run as root: when this runs as root, Patroni runs as `postgres`. */
function postgresUser() {
  if (process.getuid?.() !== 0) return undefined;
  const line = fs.readFileSync('/etc/passwd', 'utf8').split('\n').find((entry) => entry.startsWith('postgres:'));
  if (!line) fail('Running as root, but there is no postgres OS user to run PostgreSQL as');
  const [, , uid, gid, , home] = line.split(':');
  return { uid: Number(uid), gid: Number(gid), home };
}

async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) throw new Error('stopping');
    if (await check().catch(() => false)) return;
    await delay(250);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

async function teardown(code) {
  if (stopping) return;
  stopping = true;
  supervisor.stopping = true;
  step('Stopping the cluster');
  await Promise.all(SERVERS.map((name) => supervisor.stop(name, 'SIGTERM', 15_000)));
  await supervisor.stop('haproxy', 'SIGTERM', 5000);
  if (hasPrometheus) await supervisor.stop('prometheus', 'SIGTERM', 10_000);
  // The standby first, so the primary does not wait on it, then the primary.
  const primary = await primaryNode();
  for (const node of [...NODES.filter((name) => name !== primary), ...NODES.filter((name) => name === primary)]) {
    await supervisor.stop(`patroni-${node}`, 'SIGTERM', 30_000);
    stopOrphanPostmaster(node);
  }
  await supervisor.stop('etcd', 'SIGTERM', 5000);
  await supervisor.stop('redis', 'SIGTERM', 5000);
  writeState({ ready: false, stopped: true });
  console.log('Stopped.');
  process.exit(code);
}

/** A postmaster left running by a Patroni that had to be killed: stopped by the process id in its own file. */
function stopOrphanPostmaster(node) {
  const pidFile = path.join(dir, node, 'data', 'postmaster.pid');
  try {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    // Only if that process id is still this node's postmaster, not a process that took the number since.
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (pid > 0 && command.includes(path.join(dir, node, 'data'))) process.kill(pid, 'SIGQUIT');
  } catch {
    // Not running.
  }
}

function step(text) {
  console.log(`▶ ${text}`);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
