import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverNodeArgs, startNode } from './processes.js';
import { spread } from './stats.js';

/** How long another tenant's test events are waited for after the last was sent: the security finding saw more than this. */
const GIVE_UP_MS = 300_000;
/** Test events of the other tenant, a second apart. */
const TEST_EVENTS = 5;
/** Endpoints of the tenant whose receiver never answers: as many as a tenant may have. */
const HANGING_ENDPOINTS = 20;

export interface FairnessFigures {
  /**
   * From the answer to another tenant's test event to its arrival, while one tenant's 20 endpoints
   * point at a receiver that never answers; an event that had not arrived `GIVE_UP_MS` after the
   * last was sent counts as arriving then (so the figure is at least that), and is not `arrived`.
   */
  other_tenant_delay_ms: { median: number; max: number; arrived: number; sent: number };
}

interface Options {
  env: Record<string, string>;
  admin: { username: string; password: string };
  log: (line: string) => void;
}

interface Receiver {
  url: string;
  /** When each request arrived, by its `webhook-id`. */
  arrivals: Map<string, number>;
  requests: () => number;
  close: () => Promise<void>;
}

/** A receiver that reads each request and answers at once, or (`hang`) never. */
async function startReceiver(hang: boolean): Promise<Receiver> {
  const arrivals = new Map<string, number>();
  let requests = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      requests += 1;
      arrivals.set(String(request.headers['webhook-id']), performance.now());
      if (!hang) response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    requests: () => requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Another tenant's delivery delay with 20 endpoints of one tenant hanging (issue 49, finding 4):
 * tenant A's 20 endpoints, each with deliveries waiting, point at a receiver that never answers;
 * tenant B sends test events to a receiver that answers at once. The server runs with the
 * settings that ship (a 10 s timeout, the default retry schedule).
 */
export async function benchWebhookFairness({ env, admin, log }: Options): Promise<FairnessFigures> {
  const hanging = await startReceiver(true);
  const prompt = await startReceiver(false);
  const server = await startNode(serverNodeArgs(), { ...env, WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true' }, '/api/v1/auth/me');
  try {
    const signIn = await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const call = async <T>(method: string, route: string, tenantId: number, body?: unknown): Promise<T> => {
      const response = await fetch(`${server.url}/api${route}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'x-tenant-id': String(tenantId), ...(body !== undefined && { 'content-type': 'application/json' }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as { data: T };
      if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
      return answer.data;
    };
    // Seeded tenants: 3 is the one whose receiver hangs, 4 the other.
    const [a, b] = [3, 4];
    for (let i = 0; i < HANGING_ENDPOINTS; i += 1) await call('POST', '/v1/webhooks', a, { url: `${hanging.url}/endpoint-${i}`, eventTypes: ['*'] });
    for (let i = 0; i < 5; i += 1) await call('PUT', `/v1/admin/tenant/${a}`, a, { remark: `hanging-${i}` });
    while (hanging.requests() === 0) await pause(20);
    await pause(1000);
    const endpoint = await call<{ endpointId: number }>('POST', '/v1/webhooks', b, { url: `${prompt.url}/hooks`, eventTypes: ['user.created'] });

    // One test event a second, then each awaited until GIVE_UP_MS after the last was sent.
    const sent: { id: string; answered: number }[] = [];
    for (let i = 0; i < TEST_EVENTS; i += 1) {
      if (i > 0) await pause(1000);
      const test = await call<{ deliveryId: number }>('POST', `/v1/webhooks/${endpoint.endpointId}/test`, b);
      sent.push({ id: `msg_${test.deliveryId}`, answered: performance.now() });
    }
    const deadline = performance.now() + GIVE_UP_MS;
    while (sent.some(({ id }) => !prompt.arrivals.has(id)) && performance.now() < deadline) await pause(2);
    const delays = sent.map(({ id, answered }) => (prompt.arrivals.get(id) ?? deadline) - answered);
    const { median, max } = spread(delays);
    const arrived = sent.filter(({ id }) => prompt.arrivals.has(id)).length;
    log(
      `  webhooks: another tenant's test event with ${HANGING_ENDPOINTS} endpoints of one tenant hanging: median ${median.toFixed(0)} ms, max ${max.toFixed(0)} ms` +
        ` (${arrived} of ${TEST_EVENTS} arrived; ${hanging.requests()} requests reached the hanging receiver)`,
    );
    return { other_tenant_delay_ms: { median, max, arrived, sent: TEST_EVENTS } };
  } finally {
    // The hanging requests end first, so that the server's worker is not waiting on them as it stops.
    await hanging.close();
    await server.stop();
    await prompt.close();
  }
}
