import type { ExportRun, ServerRow } from './server-bench.js';
import type { LighthouseScores } from './lighthouse-bench.js';
import type { RssParts } from './rss-parts.js';
import type { Spread } from './stats.js';
import type { MetricsOverhead } from './metrics-overhead.js';

export interface BenchResults {
  mode: 'quick' | 'full';
  date: string;
  machine: Record<string, string | number>;
  server: ServerRow[];
  console: {
    signin_gzip_kb: number;
    signin_requests: number;
    tenants_gzip_kb: number;
    tenants_requests: number;
    first_row_ms: Record<string, number>;
    /** Up to 5,000 tenants, the switcher filters in the browser: keydown to the next frame. */
    switcher_keystroke_ms: Record<string, number>;
    /** Above 5,000, it searches the server: a username typed to its option shown. */
    switcher_server_ms?: Record<string, number>;
    palette_server_ms?: Record<string, number>;
    /** A username typed into the list's search box to its row painted first. */
    list_search_ms?: Record<string, number>;
    heap_mb_10000: number;
    /** Lighthouse, mobile preset, median of three runs per page. */
    lighthouse?: { signin: LighthouseScores; tenants: LighthouseScores };
    /** min–max next to each median above, keyed by its path. */
    ranges: Record<string, Spread>;
  };
  /** Inside a tenant: 100,000 users in one tenant, 1,000,000 audit events (fewer in quick mode). */
  inside?: {
    users: number;
    audit_events: number;
    seed_ms: Record<string, number>;
    first_row_users_ms?: number;
    first_row_logs_ms?: number;
  };
  /** `end` as the last load ends; `at_rest` once the server has been left quiet (absent before it was measured). */
  rss_mb: { idle: number; end: number; at_rest?: number };
  /** The idle and at-rest readings by where the memory is (absent before it was measured). */
  rss_parts_mb?: { idle: RssParts; at_rest?: RssParts };
  /** Every tenant as CSV, keyed `db-tenants`: time, size and the server's peak RSS meanwhile. */
  export?: Record<string, ExportRun>;
  /** Getting one tenant with and without METRICS_PORT, server by server on the same data. */
  metrics_overhead?: MetricsOverhead;
  startup_ms: number;
  seed_ms: Record<string, number>;
  duration_s?: number;
}

interface Target {
  figure: string;
  value: number | undefined;
  unit: string;
  limit: number;
  /** Whether the figure should stay at most (time, size) or at least (ratio) the limit. */
  atMost: boolean;
}

function targets(r: BenchResults): Target[] {
  // A call named with its query's start stands for that query; one named without a query is that
  // call alone (the full list is not the single tenant under it).
  const sameCall = (candidate: string, endpoint: string) => candidate === endpoint || (endpoint.includes('?') && candidate.startsWith(endpoint));
  const row = (db: string, endpoint: string, tenants: number) =>
    r.server.find((candidate) => candidate.db === db && candidate.tenants === tenants && sameCall(candidate.endpoint, endpoint));
  const ratio = (endpoint: string, tenants: number, db = 'sqlite') => row(db, endpoint, tenants)?.ratio;
  const insideRatio = (endpoint: string, db = 'sqlite') => r.server.find((c) => c.db === db && sameCall(c.endpoint, endpoint))?.ratio;
  const M = 1_000_000;
  return [
    { figure: '/sign-in first load', value: r.console.signin_gzip_kb, unit: 'KB gzip', limit: 150, atMost: true },
    { figure: '/tenants first load', value: r.console.tenants_gzip_kb, unit: 'KB gzip', limit: 300, atMost: true },
    { figure: 'Lighthouse performance, /sign-in', value: r.console.lighthouse?.signin.performance, unit: '', limit: 90, atMost: false },
    { figure: 'Lighthouse performance, /tenants', value: r.console.lighthouse?.tenants.performance, unit: '', limit: 90, atMost: false },
    { figure: 'Lighthouse accessibility, /sign-in', value: r.console.lighthouse?.signin.accessibility, unit: '', limit: 100, atMost: false },
    { figure: 'Lighthouse accessibility, /tenants', value: r.console.lighthouse?.tenants.accessibility, unit: '', limit: 100, atMost: false },
    { figure: 'Lighthouse best practices, /sign-in', value: r.console.lighthouse?.signin.best_practices, unit: '', limit: 100, atMost: false },
    { figure: 'Lighthouse best practices, /tenants', value: r.console.lighthouse?.tenants.best_practices, unit: '', limit: 100, atMost: false },
    { figure: 'first tenant row, 10,000', value: r.console.first_row_ms['10000'], unit: 'ms', limit: 1000, atMost: true },
    { figure: 'first tenant row, 1,000,000', value: r.console.first_row_ms[String(M)], unit: 'ms', limit: 1000, atMost: true },
    { figure: 'list search typed to row, 1,000,000', value: r.console.list_search_ms?.[String(M)], unit: 'ms', limit: 300, atMost: true },
    { figure: 'switcher keystroke (browser), 5,000', value: r.console.switcher_keystroke_ms['5000'], unit: 'ms', limit: 16, atMost: true },
    { figure: 'switcher search (server), 1,000,000', value: r.console.switcher_server_ms?.[String(M)], unit: 'ms', limit: 150, atMost: true },
    { figure: 'palette search (server), 1,000,000', value: r.console.palette_server_ms?.[String(M)], unit: 'ms', limit: 150, atMost: true },
    { figure: 'get one tenant, SQLite, 1,000', value: ratio('GET /api/v1/admin/tenant/{id}', 1000), unit: '× ceiling', limit: 0.4, atMost: false },
    { figure: 'tenant list, SQLite, 1,000', value: ratio('GET /api/v1/admin/tenant', 1000), unit: '× ceiling', limit: 0.7, atMost: false },
    { figure: '25-row page, SQLite, 1,000,000', value: ratio('GET /api/v1/admin/tenant/with-domains?range', M), unit: '× ceiling', limit: 0.5, atMost: false },
    { figure: '25-row page, PostgreSQL, 1,000,000', value: ratio('GET /api/v1/admin/tenant/with-domains?range', M, 'postgres'), unit: '× ceiling', limit: 0.5, atMost: false },
    { figure: 'q search p50, SQLite, 1,000,000', value: row('sqlite', 'GET /api/v1/admin/tenant?filter', M)?.p50_ms, unit: 'ms', limit: 20, atMost: true },
    { figure: 'q search p50, PostgreSQL, 1,000,000', value: row('postgres', 'GET /api/v1/admin/tenant?filter', M)?.p50_ms, unit: 'ms', limit: 20, atMost: true },
    { figure: `first user row, ${r.inside?.users ?? 0} users`, value: r.inside?.first_row_users_ms, unit: 'ms', limit: 1000, atMost: true },
    { figure: `first audit row, ${r.inside?.audit_events ?? 0} events`, value: r.inside?.first_row_logs_ms, unit: 'ms', limit: 1000, atMost: true },
    { figure: 'users 25-row page, SQLite', value: insideRatio('GET /api/v1/users?range'), unit: '× ceiling', limit: 0.5, atMost: false },
    { figure: 'users 25-row page, PostgreSQL', value: insideRatio('GET /api/v1/users?range', 'postgres'), unit: '× ceiling', limit: 0.5, atMost: false },
    { figure: 'audit 25-row page, SQLite', value: insideRatio('GET /api/v1/audit-events?range'), unit: '× ceiling', limit: 0.5, atMost: false },
    { figure: 'audit 25-row page, PostgreSQL', value: insideRatio('GET /api/v1/audit-events?range', 'postgres'), unit: '× ceiling', limit: 0.5, atMost: false },
    { figure: 'metrics and traces on: get one tenant, throughput', value: r.metrics_overhead?.rps_ratio, unit: '× both off', limit: 0.95, atMost: false },
    { figure: 'metrics and traces on: get one tenant, p99', value: r.metrics_overhead?.p99_ratio, unit: '× both off', limit: 1.05, atMost: true },
    { figure: 'metrics and traces on: get one tenant, server CPU per request', value: r.metrics_overhead?.cpu_ratio, unit: '× both off', limit: 1.05, atMost: true },
    { figure: 'server RSS, SQLite, idle', value: r.rss_mb.idle, unit: 'MB', limit: 120, atMost: true },
    { figure: 'server RSS, SQLite, after the loads (at rest)', value: r.rss_mb.at_rest, unit: 'MB', limit: 150, atMost: true },
  ];
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function printReport(r: BenchResults): void {
  console.log('\nServer (10 connections, loopback)');
  console.table(
    r.server.map((row) => ({
      db: row.db,
      tenants: row.tenants,
      endpoint: row.endpoint,
      'req/s': fixed(row.rps),
      'p50 ms': fixed(row.p50_ms, 1),
      'p99 ms': fixed(row.p99_ms, 1),
      errors: row.errors,
      'ceiling req/s': fixed(row.ceiling_rps),
      ratio: fixed(row.ratio, 2),
    })),
  );
  console.log(
    `Start-up to first answer: ${fixed(r.startup_ms)} ms; RSS idle ${fixed(r.rss_mb.idle)} MB, as the loads ended ${fixed(r.rss_mb.end)} MB` +
      (r.rss_mb.at_rest === undefined ? '' : `, at rest after them ${fixed(r.rss_mb.at_rest)} MB`),
  );
  console.log('\nConsole (headless Chromium; medians, min–max)');
  const range = (key: string) => {
    const s = r.console.ranges[key];
    return s ? `${fixed(s.median, 1)} (${fixed(s.min, 1)}–${fixed(s.max, 1)})` : 'not measured';
  };
  console.table({
    '/sign-in': { value: `${fixed(r.console.signin_gzip_kb)} KB gzip, ${r.console.signin_requests} requests` },
    '/tenants': { value: `${fixed(r.console.tenants_gzip_kb)} KB gzip, ${r.console.tenants_requests} requests` },
    ...Object.fromEntries(Object.keys(r.console.first_row_ms).map((n) => [`first row ms, ${n}`, { value: range(`first_row_ms.${n}`) }])),
    ...Object.fromEntries(
      Object.keys(r.console.switcher_keystroke_ms).map((n) => [`switcher keystroke ms, ${n}`, { value: range(`switcher_keystroke_ms.${n}`) }]),
    ),
    ...Object.fromEntries(
      Object.keys(r.console.switcher_server_ms ?? {}).map((n) => [`switcher server search ms, ${n}`, { value: range(`switcher_server_ms.${n}`) }]),
    ),
    ...Object.fromEntries(
      Object.keys(r.console.palette_server_ms ?? {}).map((n) => [`palette server search ms, ${n}`, { value: range(`palette_server_ms.${n}`) }]),
    ),
    ...Object.fromEntries(Object.keys(r.console.list_search_ms ?? {}).map((n) => [`list search ms, ${n}`, { value: range(`list_search_ms.${n}`) }])),
    'JS heap MB, 10,000': { value: fixed(r.console.heap_mb_10000, 1) },
  });
  if (r.export) {
    console.log('\nExport of every tenant (CSV, streamed)');
    console.table(
      Object.entries(r.export).map(([key, run]) => ({
        'db-tenants': key,
        rows: run.rows,
        seconds: fixed(run.ms / 1000, 1),
        MB: fixed(run.mb),
        'peak server RSS MB': fixed(run.peak_rss_mb),
      })),
    );
  }
  console.log('\nTargets');
  console.table(
    targets(r).map((t) => ({
      figure: t.figure,
      value: t.value === undefined ? 'not measured' : `${fixed(t.value, t.unit.includes('×') ? 2 : 0)} ${t.unit}`,
      target: `${t.atMost ? '≤' : '≥'} ${t.limit} ${t.unit}`,
      met: t.value === undefined ? '—' : (t.atMost ? t.value <= t.limit : t.value >= t.limit) ? 'yes' : 'no',
    })),
  );
}
