import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load, type LoadResult } from './load.js';
import { rssMb, serverNodeArgs, startNode } from './processes.js';

export interface ServerRow extends LoadResult {
  db: 'sqlite' | 'postgres';
  tenants: number;
  endpoint: string;
  ceiling_rps: number;
  ratio: number;
}

export interface Credentials {
  username: string;
  password: string;
}

interface Endpoint {
  name: string;
  endpoint: string;
  method: 'GET' | 'PUT' | 'POST';
  path: () => string;
  body?: () => string;
  signedIn: boolean;
  /** Sent besides the token, e.g. the tenant an administrator acts in. */
  headers?: Record<string, string>;
}

/** Past this, a full list is megabytes per answer: the console never asks for one, so neither does the load. */
export const FULL_LIST_MAX_TENANTS = 100_000;

const WORDS = ['acme', 'globex', 'initech', 'umbrella', 'hooli', 'stark', 'wayne', 'wonka', 'tyrell', 'cyberdyne'];

/** The seed's n-th demo tenant's username (server/src/store/seed.ts). */
export function demoUsername(n: number): string {
  return `${WORDS[(n - 1) % WORDS.length]}-${String(n).padStart(4, '0')}`;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

function endpoints(tenants: number, admin: Credentials): Endpoint[] {
  // Demo tenant n has id n + 1 (the system tenant is 1); any of them, so no row stays hot alone.
  const anyTenant = () => 2 + Math.floor(Math.random() * tenants);
  const anyUsername = () => demoUsername(1 + Math.floor(Math.random() * tenants));
  let edits = 0;
  const fullLists: Endpoint[] =
    tenants > FULL_LIST_MAX_TENANTS
      ? []
      : [
          { name: 'list', endpoint: 'GET /api/v1/admin/tenant', method: 'GET', path: () => '/api/v1/admin/tenant', signedIn: true },
          { name: 'with-domains', endpoint: 'GET /api/v1/admin/tenant/with-domains', method: 'GET', path: () => '/api/v1/admin/tenant/with-domains', signedIn: true },
        ];
  return [
    { name: 'get-one', endpoint: 'GET /api/v1/admin/tenant/{id}', method: 'GET', path: () => `/api/v1/admin/tenant/${anyTenant()}`, signedIn: true },
    ...fullLists,
    {
      name: 'page',
      endpoint: 'GET /api/v1/admin/tenant/with-domains?range=[0,24]',
      method: 'GET',
      // The list's first screen, as the console asks for it.
      path: () => `/api/v1/admin/tenant/with-domains?${query({ sort: '["tenantId","ASC"]', range: '[0,24]', filter: '{}' })}`,
      signedIn: true,
    },
    {
      name: 'search',
      endpoint: 'GET /api/v1/admin/tenant?filter={"q":…}',
      method: 'GET',
      // A username typed whole, a different one each time, as a person looking for one tenant does.
      path: () => `/api/v1/admin/tenant?${query({ sort: '["tenantId","ASC"]', range: '[0,24]', filter: JSON.stringify({ q: anyUsername() }) })}`,
      signedIn: true,
    },
    {
      name: 'update',
      endpoint: 'PUT /api/v1/admin/tenant/{id}',
      method: 'PUT',
      path: () => `/api/v1/admin/tenant/${anyTenant()}`,
      // A new value each time, so that no call is a no-op answered 304.
      body: () => JSON.stringify({ remark: `bench edit ${(edits += 1)}` }),
      signedIn: true,
    },
    { name: 'login', endpoint: 'POST /api/v1/auth/login', method: 'POST', path: () => '/api/v1/auth/login', body: () => JSON.stringify(admin), signedIn: false },
  ];
}

export interface ExportRun {
  ms: number;
  mb: number;
  rows: number;
  peak_rss_mb: number;
}

/** Every tenant as CSV, read to the end, with the server's RSS sampled every 50 ms meanwhile. */
export async function measureExport(url: string, token: string, pid: number): Promise<ExportRun> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/v1/admin/tenant/export`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`The export answered ${response.status}`);
    let bytes = 0;
    let rows = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) rows += 1;
    }
    return { ms: performance.now() - started, mb: bytes / 1024 / 1024, rows: rows - 1, peak_rss_mb: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Waits until the server answers a cheap call promptly again: a load leaves requests in flight
 * (a 100,000-tenant list can take seconds each), and they must not slow the next measurement.
 */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${url}/api/v1/auth/me`).catch(() => undefined);
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One answer of each endpoint, as the bytes the ceiling will send back. */
async function sampleBodies(url: string, token: string, list: Endpoint[]): Promise<Record<string, string>> {
  const bodies: Record<string, string> = {};
  for (const e of list) {
    const response = await fetch(`${url}${e.path()}`, {
      method: e.method,
      headers: { 'content-type': 'application/json', ...e.headers, ...(e.signedIn && { authorization: `Bearer ${token}` }) },
      ...(e.body && { body: e.body() }),
    });
    if (!response.ok) throw new Error(`${e.endpoint} answered ${response.status}: ${await response.text()}`);
    bodies[e.name] = await response.text();
  }
  return bodies;
}

/**
 * Every endpoint under the same bounded load, then the same load on a bare Fastify route that
 * answers the same bytes: the ratio says how close the real server comes to that ceiling.
 */
interface BenchOptions {
  db: 'sqlite' | 'postgres';
  url: string;
  token: string;
  tenants: number;
  admin: Credentials;
  seconds: number;
  log: (line: string) => void;
}

export async function benchServer(options: BenchOptions): Promise<ServerRow[]> {
  return benchEndpoints(options, endpoints(options.tenants, options.admin));
}

/**
 * Inside a tenant: the first page of its users (the seed's `--users` tenant, demo tenant 1, id 2,
 * acted in by the administrator) and of the whole audit log, as the console asks for them.
 */
export async function benchInsideTenant(options: BenchOptions): Promise<ServerRow[]> {
  return benchEndpoints(options, [
    {
      name: 'users-page',
      endpoint: 'GET /api/v1/users?range=[0,24]',
      method: 'GET',
      path: () => `/api/v1/users?${query({ sort: '["userId","ASC"]', range: '[0,24]', filter: '{}' })}`,
      signedIn: true,
      headers: { 'x-tenant-id': '2' },
    },
    {
      name: 'audit-page',
      endpoint: 'GET /api/v1/audit-events?range=[0,24]',
      method: 'GET',
      path: () => `/api/v1/audit-events?${query({ sort: '["at","DESC"]', range: '[0,24]', filter: '{}' })}`,
      signedIn: true,
    },
  ]);
}

async function benchEndpoints(options: BenchOptions, list: Endpoint[]): Promise<ServerRow[]> {
  const bodiesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tc-ceiling-')), 'bodies.json');
  fs.writeFileSync(bodiesFile, JSON.stringify(await sampleBodies(options.url, options.token, list)));
  const ceiling = await startNode([...serverNodeArgs().slice(0, -1), 'bench/ceiling-server.mjs'], { CEILING_BODIES: bodiesFile }, '/ceiling/list');
  const rows: ServerRow[] = [];
  try {
    for (const e of list) {
      const real = await load({
        url: options.url,
        method: e.method,
        seconds: options.seconds,
        headers: { ...e.headers, ...(e.signedIn && { authorization: `Bearer ${options.token}` }) },
        path: e.path,
        ...(e.body && { body: e.body }),
      });
      await settle(options.url);
      const bare = await load({ url: ceiling.url, method: e.method, seconds: options.seconds, path: () => `/ceiling/${e.name}` });
      const row: ServerRow = {
        db: options.db,
        tenants: options.tenants,
        endpoint: e.endpoint,
        ...real,
        ceiling_rps: bare.rps,
        ratio: bare.rps > 0 ? real.rps / bare.rps : 0,
      };
      options.log(`  ${row.db} ${row.tenants} ${row.endpoint}: ${row.rps.toFixed(0)} req/s, ratio ${row.ratio.toFixed(2)}`);
      rows.push(row);
    }
  } finally {
    await ceiling.stop();
    fs.rmSync(path.dirname(bodiesFile), { recursive: true, force: true });
  }
  return rows;
}
