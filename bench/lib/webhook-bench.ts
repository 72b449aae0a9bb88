import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import path from 'node:path';
import { load } from './load.js';
import { serverNodeArgs, startNode } from './processes.js';
import { spread, type Spread } from './stats.js';

/** What the outbox costs and gives (issue 41's figures), on SQLite. */
export interface WebhookFigures {
  /** Tenant updates a second without an endpoint, and with one subscribed to every event. */
  update_rps_without: number;
  update_rps_with: number;
  /** From the answer to a change to its delivery's arrival, at rest. */
  delay_ms: Spread & { p99: number };
  /** Deliveries one server sends a second to a receiver that answers at once. */
  deliveries_per_s: number;
}

interface Options {
  env: Record<string, string>;
  admin: { username: string; password: string };
  seconds: number;
  log: (line: string) => void;
}

/** A receiver that answers 200 at once and notes when each delivery arrived. */
async function startReceiver(): Promise<{ url: string; arrivals: Map<string, number>; count: () => number; close: () => Promise<void> }> {
  const arrivals = new Map<string, number>();
  let count = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      count += 1;
      const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { changes?: { remark?: { after?: string } } } };
      const marker = payload.data.changes?.remark?.after;
      if (marker !== undefined) arrivals.set(marker, performance.now());
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    count: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

export async function benchWebhooks({ env, admin, seconds, log }: Options): Promise<WebhookFigures> {
  const receiver = await startReceiver();
  const server = await startNode(serverNodeArgs(), { ...env, WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true' }, '/api/v1/auth/me');
  try {
    const call = async (method: string, route: string, token: string, body?: unknown) => {
      const response = await fetch(`${server.url}/api${route}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-tenant-id': '2' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return (await response.json()) as { data: { token: string; endpointId: number } };
    };
    const signIn = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    let n = 0;
    const update = {
      url: `${server.url}/api/v1/admin/tenant/2`,
      method: 'PUT' as const,
      seconds,
      headers: { authorization: `Bearer ${token}` },
      body: () => JSON.stringify({ remark: `load-${(n += 1)}` }),
    };
    const without = await load(update);
    const endpoint = await call('POST', '/v1/webhooks', token, { url: receiver.url, eventTypes: ['*'] });
    const withOne = await load(update);
    log(`  webhooks: tenant updates ${without.rps.toFixed(0)}/s without an endpoint, ${withOne.rps.toFixed(0)}/s with one (${((1 - withOne.rps / without.rps) * 100).toFixed(1)} % fewer)`);

    // At rest: one change at a time, its delivery awaited.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const delays: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      const marker = `rest-${i}`;
      const sent = performance.now();
      await call('PUT', '/v1/admin/tenant/2', token, { remark: marker });
      const answered = performance.now();
      while (!receiver.arrivals.has(marker) && performance.now() - sent < 10_000) await new Promise((resolve) => setTimeout(resolve, 2));
      delays.push((receiver.arrivals.get(marker) ?? performance.now()) - answered);
    }
    const delay = { ...spread(delays), p99: percentile(delays, 0.99) };
    log(`  webhooks: change to delivery at rest p50 ${delay.median.toFixed(0)} ms, p99 ${delay.p99.toFixed(0)} ms`);

    // A backlog written straight into the outbox, then drained by the one server.
    const backlog = 5000;
    const db = new Database(path.join(env['DATA_DIR'] ?? '', 'console.db'));
    const now = new Date().toISOString();
    const insert = db.prepare(
      "INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, payload, status, attempts, next_attempt_at, created_at) VALUES (?, NULL, 'webhook.test', ?, 'pending', 0, ?, ?)",
    );
    const before = receiver.count();
    const started = performance.now();
    db.transaction(() => {
      for (let i = 0; i < backlog; i += 1) insert.run(endpoint.data.endpointId, JSON.stringify({ type: 'webhook.test', timestamp: now, data: { i } }), now, now);
    })();
    db.close();
    while (receiver.count() - before < backlog && performance.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 20));
    const deliveriesPerSecond = ((receiver.count() - before) / (performance.now() - started)) * 1000;
    log(`  webhooks: ${deliveriesPerSecond.toFixed(0)} deliveries/s from one server`);
    return { update_rps_without: without.rps, update_rps_with: withOne.rps, delay_ms: delay, deliveries_per_s: deliveriesPerSecond };
  } finally {
    await server.stop();
    await receiver.close();
  }
}
