import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, describe, inject } from 'vitest';
import type { ClusterInfo } from './cluster-info.js';

/** What `scripts/cluster.mjs` writes to `<dir>/state.json` while it runs. */
export interface ClusterState {
  url: string;
  databaseUrl: string;
  redisUrl: string;
  ports: { patroni: number[]; postgres: number[]; servers: number[]; metrics: number[]; stats: number; redis: number; http: number; prometheus: number };
  /** Where Prometheus answers, or null when it is not installed. */
  prometheus: string | null;
  nodes: { name: string; dataDir: string }[];
  servers: string[];
  pids: Record<string, number | null>;
  restarts: Record<string, number>;
}

export const cluster: ClusterInfo = inject('cluster');

/** `describe`, or skipped with the reason in its name when the machine cannot run the cluster. */
export function describeCluster(name: string, body: () => void): void {
  if (cluster.skipReason) {
    console.log(`${name}: skipped, ${cluster.skipReason}`);
    describe.skip(`${name} [skipped: ${cluster.skipReason}]`, body);
  } else {
    describe(`${name} [cluster${cluster.full ? ', full' : ', bounded'}]`, () => {
      // Each file starts on a whole cluster, whatever the one before left recovering.
      beforeAll(async () => {
        await databaseWhole(180_000);
        await allServersUp(120_000);
      });
      body();
    });
  }
}

export function state(): ClusterState {
  return JSON.parse(fs.readFileSync(path.join(cluster.dir, 'state.json'), 'utf8')) as ClusterState;
}

/** A server's own address, past HAProxy: `s1`, `s2`, `s3`. */
export function serverUrl(name: string): string {
  const current = state();
  return `http://127.0.0.1:${current.ports.servers[current.servers.indexOf(name)] ?? 0}`;
}

/** Keeps the supervisor from starting `name` again after it ends, until `release`. */
export function hold(name: string): void {
  fs.writeFileSync(path.join(cluster.dir, 'control', `hold-${name}`), '');
}

export function release(name: string): void {
  fs.rmSync(path.join(cluster.dir, 'control', `hold-${name}`), { force: true });
}

/** Signals the process the supervisor runs as `name`; answers its pid. */
export function signal(name: string, sig: NodeJS.Signals): number {
  const pid = state().pids[name];
  if (!pid) throw new Error(`${name} is not running`);
  process.kill(pid, sig);
  return pid;
}

/** Waits until the supervisor runs `name` under a pid other than `old`. */
export async function restartedAfter(name: string, old: number, timeoutMs = 60_000): Promise<number> {
  return waitUntil(`${name} started again`, () => {
    const pid = state().pids[name];
    return pid && pid !== old ? pid : undefined;
  }, timeoutMs);
}

/** Each server's state in HAProxy (UP, DOWN, MAINT…), from its stats page. */
export async function serverStates(): Promise<Record<string, string>> {
  const current = state();
  const csv = await (await fetch(`http://127.0.0.1:${current.ports.stats}/;csv`)).text();
  return Object.fromEntries(current.servers.map((name) => [name, csv.split('\n').find((line) => line.startsWith(`servers,${name},`))?.split(',')[17] ?? 'missing']));
}

export async function allServersUp(timeoutMs = 60_000): Promise<void> {
  await waitUntil('every server UP in HAProxy', async () => Object.values(await serverStates()).every((value) => value === 'UP') || undefined, timeoutMs);
}

async function patroni(index: number, route: string): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const response = await fetch(`http://127.0.0.1:${state().ports.patroni[index]}${route}`, { signal: AbortSignal.timeout(2000) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch {
    return { status: 0, body: {} };
  }
}

/** The node Patroni says is primary, if any. */
export async function primaryNode(): Promise<number | undefined> {
  for (const index of state().nodes.keys()) if ((await patroni(index, '/primary')).status === 200) return index;
  return undefined;
}

/** Waits until one node is primary and the other its running synchronous standby. */
export async function databaseWhole(timeoutMs = 120_000): Promise<void> {
  await waitUntil('a primary and its synchronous standby', async () => {
    let primary = false;
    let standby = false;
    for (const index of state().nodes.keys()) {
      primary ||= (await patroni(index, '/primary')).status === 200;
      // Running as a replica, and the one the primary waits for: `/sync` alone can name a node still down.
      standby ||= (await patroni(index, '/replica')).status === 200 && (await patroni(index, '/sync')).status === 200;
    }
    return (primary && standby) || undefined;
  }, timeoutMs);
}

/** The postmaster's pid of a node, from its own file. */
export function postmasterPid(index: number): number {
  const node = state().nodes[index];
  if (!node) throw new Error(`No node ${index}`);
  return Number(fs.readFileSync(path.join(node.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** A query on the cluster's database, through HAProxy (so on the primary). */
export async function query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: state().databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export async function waitUntil<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
