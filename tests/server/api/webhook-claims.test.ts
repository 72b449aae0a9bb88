import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClaimedBatch } from '../../../server/src/modules/webhooks/webhook-repository.js';
import { describeApi, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

const PER_TENANT = 2;
const LEASE_MS = 60_000;

/**
 * The claim's order, on the database itself: the app's worker is stopped, deliveries are written
 * straight into the outbox, and each claim is made at a chosen moment.
 */
describeApi('webhook claims: round-robin across tenants, then across endpoints, with a cap per tenant', () => {
  let t: TestApp;
  let admin: string;
  /** Each delivery's name by its id, so that a claim reads as the names it took. */
  const names = new Map<number, string>();
  const base = Date.now();

  const endpointOf = async (tenantId: number) => {
    const answer = await t.call<Envelope<{ endpointId: number }>>('createWebhookEndpoint', {
      token: admin,
      headers: { 'x-tenant-id': String(tenantId) },
      body: { url: 'https://hooks.example.com/claims', eventTypes: ['user.created'] },
    });
    if (answer.status !== 201) throw new Error(answer.text);
    return answer.body.data.endpointId;
  };
  const queue = async (name: string, endpointId: number, dueAt = base - 1000) => {
    const due = new Date(dueAt).toISOString();
    const row = await t.app.database.db
      .insertInto('webhook_deliveries')
      .values({ endpoint_id: endpointId, event_id: null, event_type: 'webhook.test', payload: JSON.stringify({ name }), status: 'pending', next_attempt_at: due, created_at: due })
      .returning('delivery_id')
      .executeTakeFirstOrThrow();
    names.set(Number(row.delivery_id), name);
  };
  /** A claim of at most `limit` endpoints, one delivery each unless `batch` says more. */
  const claim = (at: number, limit = 100, batch = 1) =>
    t.app.database.db.transaction().execute((trx) => t.app.repos.webhooks.claim({ limit, perTenant: PER_TENANT, batch, leaseMs: LEASE_MS, now: new Date(at) }, [], trx));
  const nameOf = (deliveryId: number) => names.get(deliveryId) ?? `other ${deliveryId}`;
  /** Each claimed endpoint's first delivery, by name. */
  const named = (claimed: ClaimedBatch[]) => claimed.map(([first]) => nameOf(first.deliveryId));
  const succeed = (claimed: ClaimedBatch[]) =>
    t.app.database.db
      .transaction()
      .execute((trx) => t.app.repos.webhooks.succeeded(claimed.flat().map((delivery) => ({ delivery, answer: { status: 200, body: 'ok' }, sentAt: new Date(base).toISOString() })), trx));
  const statusOf = async (name: string) => {
    const id = [...names].find(([, known]) => known === name)?.[0] ?? 0;
    return (await t.app.database.db.selectFrom('webhook_deliveries').select('status').where('delivery_id', '=', id).executeTakeFirstOrThrow()).status;
  };

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.webhookWorker.stop();
    admin = await t.adminToken();
  });
  afterAll(async () => t.close());

  it('takes every tenant’s first turn before anyone’s second, one delivery per endpoint in its order, and no tenant past its cap', async () => {
    const [a, b, c] = [await t.createTenant('claims-a'), await t.createTenant('claims-b'), await t.createTenant('claims-c')];
    const [a1, a2, a3, b1, c1] = [await endpointOf(a), await endpointOf(a), await endpointOf(a), await endpointOf(b), await endpointOf(c)];
    for (const [name, endpoint] of [
      ['a1-first', a1],
      ['a1-second', a1],
      ['a1-third', a1],
      ['a2-first', a2],
      ['a2-second', a2],
      ['a3-first', a3],
      ['b1-first', b1],
      ['b1-second', b1],
      ['c1-first', c1],
    ] as const) {
      await queue(name, endpoint);
    }

    // Three free slots: each tenant's first turn, though A's second endpoint has older deliveries than B's and C's.
    const first = await claim(base, 3);
    expect(named(first)).toEqual(['a1-first', 'b1-first', 'c1-first']);
    expect(first.map(([delivery]) => delivery.tenantId)).toEqual([a, b, c]);

    // More slots: A reaches its cap with a second endpoint; an endpoint with a delivery out sends nothing more (B's second waits).
    const second = await claim(base + 1000);
    expect(named(second)).toEqual(['a2-first']);

    // A's two answered: its endpoint never claimed goes first, then the one claimed longest ago, whatever their deliveries' age.
    await succeed([...first.filter(([delivery]) => delivery.tenantId === a), ...second]);
    const third = await claim(base + 2000);
    expect(named(third)).toEqual(['a3-first', 'a1-second']);
    expect(await claim(base + 3000)).toEqual([]);

    // Leases run out (servers that stopped mid-send): what they held is claimed again, by the same rules.
    const fourth = await claim(base + 2000 + LEASE_MS + 1);
    expect(named(fourth)).toEqual(['a2-second', 'b1-first', 'c1-first', 'a1-second']);
  });

  it('gives a claimed endpoint a batch of its due deliveries in their order, and keeps the endpoint off other claims until it is answered', async () => {
    const e = await t.createTenant('claims-e');
    const endpoint = await endpointOf(e);
    await queue('e-1', endpoint);
    await queue('e-2', endpoint);
    await queue('e-3, waiting for a retry', endpoint, base + 3_600_000);
    await queue('e-4', endpoint);
    await queue('e-5', endpoint);
    const at = base + 5 * LEASE_MS;
    const ofE = (claimed: ClaimedBatch[]) => claimed.filter(([first]) => first.tenantId === e).map((batch) => batch.map((delivery) => nameOf(delivery.deliveryId)));

    const [batch] = (await claim(at, 100, 3)).filter(([first]) => first.tenantId === e);
    expect(batch?.map((delivery) => nameOf(delivery.deliveryId))).toEqual(['e-1', 'e-2', 'e-4']);
    expect(batch?.map((delivery) => JSON.parse(delivery.payload) as unknown)).toEqual([{ name: 'e-1' }, { name: 'e-2' }, { name: 'e-4' }]);
    // Only the first is marked; the claim on it keeps the rest for this batch alone.
    expect([await statusOf('e-1'), await statusOf('e-2'), await statusOf('e-4')]).toEqual(['delivering', 'pending', 'pending']);
    expect(ofE(await claim(at + 1000, 100, 3))).toEqual([]);

    // Answered: the endpoint's next claim starts after the batch.
    await succeed(batch ? [batch] : []);
    expect(ofE(await claim(at + 2000, 100, 3))).toEqual([['e-5']]);
  });

  it('never lets two claims at once take a delivery twice or a tenant past its cap', async () => {
    const d = await t.createTenant('claims-d');
    const endpoints = [await endpointOf(d), await endpointOf(d), await endpointOf(d), await endpointOf(d)];
    for (const [index, endpoint] of endpoints.entries()) {
      await queue(`d${index}-first`, endpoint);
      await queue(`d${index}-second`, endpoint);
    }
    const at = base + 10 * LEASE_MS;
    const claims = await Promise.all([claim(at, 100, 2), claim(at, 100, 2), claim(at, 100, 2)]);
    const ofD = claims.flat().map(([first]) => first).filter((delivery) => delivery.tenantId === d);
    expect(ofD).toHaveLength(PER_TENANT);
    expect(new Set(ofD.map((delivery) => delivery.endpointId)).size).toBe(PER_TENANT);
    expect(ofD.map((delivery) => nameOf(delivery.deliveryId)).every((name) => name.endsWith('-first'))).toBe(true);
    const ids = claims.flat(2).map((delivery) => delivery.deliveryId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
