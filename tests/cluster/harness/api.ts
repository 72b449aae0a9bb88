import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../helpers/server-process.js';
import { cluster } from './cluster.js';

/** A call that takes longer than this is counted a hang: the suite's "no hangs" is this bound. */
export const HANG_MS = 15_000;

export interface Outcome {
  /** 0: no answer (connection refused or reset); -1: no answer within HANG_MS. */
  status: number;
  /** The envelope's code, when the body was one. */
  code?: number;
  data?: unknown;
  ms: number;
  /** When the answer came, on `performance.now()`'s clock. */
  at: number;
  /** The server sent again the first answer to this `Idempotency-Key`. */
  replayed?: boolean;
  error?: string;
}

/** One API call as an administrator, to HAProxy (the default) or to one server's own address. */
export async function call(
  method: string,
  route: string,
  body?: unknown,
  base = cluster.url,
  token = cluster.adminToken,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(HANG_MS),
    });
    const text = await response.text();
    let envelope: { code?: number; data?: unknown } = {};
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch {
      // Not the envelope: counted by its status alone.
    }
    const replayed = response.headers.get('idempotency-replayed') === 'true';
    return { status: response.status, code: envelope.code, data: envelope.data, ms: performance.now() - started, at: performance.now(), ...(replayed && { replayed }) };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { status: timedOut ? -1 : 0, ms: performance.now() - started, at: performance.now(), error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * `workers` loops calling `work` until `until()` says stop or `maxCalls` were made in all:
 * load bounded in count and in time.
 */
export async function load<T extends Outcome>(options: { workers: number; maxCalls: number; until: () => boolean; work: (n: number) => Promise<T> }): Promise<T[]> {
  const outcomes: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: options.workers }, async () => {
      while (!options.until() && next < options.maxCalls) {
        const n = next++;
        outcomes.push(await options.work(n));
      }
    }),
  );
  return outcomes;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** p50, p99 and max of some milliseconds, rounded to tenths. */
export function spread(values: number[]): string {
  const round = (value: number) => Math.round(value * 10) / 10;
  return `p50 ${round(percentile(values, 50))} / p99 ${round(percentile(values, 99))} / max ${round(Math.max(0, ...values))} ms (n=${values.length})`;
}

/** Counts of outcomes by status: `{ 201: 40, 503: 3 }`. */
export function byStatus(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[String(outcome.status)] = (counts[String(outcome.status)] ?? 0) + 1;
  return counts;
}

/** The suite's figures, printed and kept in test-results/cluster-<bounded|full>.json for docs/scaling.md. */
export function report(part: string, figures: Record<string, number | string>): void {
  const line = Object.entries(figures).map(([name, value]) => `${name}: ${value}`).join('; ');
  console.log(`[cluster] ${part}: ${line}`);
  const file = path.join(REPO_ROOT, 'test-results', `cluster-${cluster.full ? 'full' : 'bounded'}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>) : {};
  // A part may report in steps (the failover, then the old primary's return): they add up.
  fs.writeFileSync(file, `${JSON.stringify({ ...previous, [part]: { ...previous[part], ...figures } }, null, 2)}\n`);
}

let sequence = 0;
/** A name no other call of this run uses. */
export function uniqueName(prefix: string): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${sequence}`;
}

/** Creates a tenant (with its invited owner) through `base`; answers the outcome, its id in `data.tenantId`. */
export function createTenant(name: string, base = cluster.url, headers: Record<string, string> = {}): Promise<Outcome> {
  return call('POST', '/v1/admin/tenant', { username: name, owner: { username: `${name}-o`, email: `${name}@example.test` } }, base, cluster.adminToken, headers);
}
