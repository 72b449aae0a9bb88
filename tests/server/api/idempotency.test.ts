import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/src/config.js';
import { loadContract, rulesByOperation } from '../../../server/src/core/contract.js';
import { describeApi, PASSWORD, useTestApp, type ApiResponse, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

interface Endpoint {
  endpointId: number;
  url: string;
  secret?: string;
}

const HOUR_MS = 3600 * 1000;

describeApi('creates sent again with an Idempotency-Key', () => {
  const t = useTestApp({ config: { webhooks: { ...loadConfig({}).webhooks, allowPrivateNetwork: true } }, tenants: ['idem-a', 'idem-b'] });
  let made = 0;
  const newKey = () => `key-${Date.now()}-${++made}`;
  const body = (path: string) => ({ url: `http://127.0.0.1:9/hooks/${path}`, eventTypes: ['user.*'] });
  const create = (token: string, key: string | undefined, payload: Record<string, unknown>, language?: string) =>
    t.call<Envelope<Endpoint>>('createWebhookEndpoint', {
      token,
      body: payload,
      headers: { ...(key !== undefined && { 'idempotency-key': key }), ...(language && { 'accept-language': language }) },
    });
  const endpointsOf = async (token: string) => (await t.call<Envelope<Endpoint[]>>('listWebhookEndpoints', { token })).body.data;

  it('makes the create once and answers a retry with the first answer, its secret and address included', async () => {
    const key = newKey();
    const first = await create(t.ownerA, key, body('once'));
    expect(first.status).toBe(201);
    expect(first.headers['idempotency-replayed']).toBeUndefined();
    const again = await create(t.ownerA, key, body('once'));
    expect(again.status).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.headers['location']).toBe(first.headers['location']);
    expect(again.body).toEqual(first.body);
    expect((await endpointsOf(t.ownerA)).filter((endpoint) => endpoint.url.endsWith('/once'))).toHaveLength(1);
  });

  it('creates every time without a key', async () => {
    expect((await create(t.ownerA, undefined, body('twice'))).status).toBe(201);
    expect((await create(t.ownerA, undefined, body('twice'))).status).toBe(201);
    expect((await endpointsOf(t.ownerA)).filter((endpoint) => endpoint.url.endsWith('/twice'))).toHaveLength(2);
  });

  it('refuses the key with another body, or for another create, in the caller’s language, and makes nothing', async () => {
    const key = newKey();
    expect((await create(t.ownerA, key, body('first-body'))).status).toBe(201);
    const other = await create(t.ownerA, key, body('other-body'));
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 42200, data: { field: 'Idempotency-Key' } });
    const zh = await create(t.ownerA, key, body('other-body'), 'zh-CN');
    expect((zh.body as unknown as ErrorBody).message).toContain('Idempotency-Key');
    expect((zh.body as unknown as ErrorBody).message).toMatch(/请使用新的键/);
    const user = await t.call<ErrorBody>('createUser', { token: t.ownerA, body: { username: 'idem-user', role: 'member', password: PASSWORD }, headers: { 'idempotency-key': key } });
    expect(user.status).toBe(422);
    expect((await endpointsOf(t.ownerA)).filter((endpoint) => endpoint.url.endsWith('/other-body'))).toHaveLength(0);
  });

  it('keeps each caller’s keys apart: another tenant’s owner with the same key creates its own', async () => {
    const key = newKey();
    const a = await create(t.ownerA, key, body('shared-key'));
    const b = await create(t.ownerB, key, body('shared-key'));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers['idempotency-replayed']).toBeUndefined();
    expect(b.body.data.endpointId).not.toBe(a.body.data.endpointId);
  });

  it('keeps an administrator acting as the owner apart from the owner: the same key creates again, under the administrator’s own key', async () => {
    const key = newKey();
    const owner = await create(t.ownerA, key, body('acting-apart'));
    const ownerId = (await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: t.ownerA })).body.data.userId;
    const started = await t.call<Envelope<{ token: string }>>('startImpersonation', { token: await t.adminToken(), body: { userId: ownerId, reason: 'Ticket 17: a webhook the owner cannot find' } });
    expect(started.status).toBe(201);
    const acting = await create(started.body.data.token, key, body('acting-apart'));
    expect(acting.status).toBe(201);
    expect(acting.headers['idempotency-replayed']).toBeUndefined();
    expect(acting.body.data.endpointId).not.toBe(owner.body.data.endpointId);
  });

  /** A try that dies before its create commits: its key stays taken, with no answer, as a killed server leaves it. */
  const dieBeforeCommit = async (key: string, path: string) => {
    const release = vi.spyOn(t.app.repos.idempotency, 'release').mockResolvedValueOnce(undefined);
    const failing = vi.spyOn(t.app.repos.webhooks, 'create').mockRejectedValueOnce(new Error('the server died here'));
    try {
      expect((await create(t.ownerA, key, body(path))).status).toBe(500);
    } finally {
      failing.mockRestore();
      release.mockRestore();
    }
  };
  const holdRunsOut = (key: string) =>
    t.app.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - t.app.config.idempotencyHoldMs - 1000).toISOString() })
      .where('idempotency_key', '=', key)
      .execute();
  const endpointsAt = async (path: string) => (await endpointsOf(t.ownerA)).filter((endpoint) => endpoint.url.endsWith(`/${path}`));

  it('says a retry is early while the key is held, and lets a retry take over the key of a try that died before its create was made', async () => {
    const key = newKey();
    await dieBeforeCommit(key, 'taken-over');
    const early = await create(t.ownerA, key, body('taken-over'));
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 40919, data: { field: 'Idempotency-Key' } });
    expect((await create(t.ownerA, key, body('another-body'))).status).toBe(422);

    await holdRunsOut(key);
    expect((await create(t.ownerA, key, body('another-body'))).status).toBe(422);
    const retried = await create(t.ownerA, key, body('taken-over'));
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotency-replayed']).toBeUndefined();
    const again = await create(t.ownerA, key, body('taken-over'));
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(retried.body);
    expect(await endpointsAt('taken-over')).toHaveLength(1);
  });

  it('rolls back the create of a try whose key a retry took over, so that the two never both make it', async () => {
    const key = newKey();
    const original = t.app.repos.webhooks.create.bind(t.app.repos.webhooks);
    const overtaken = vi.spyOn(t.app.repos.webhooks, 'create').mockImplementationOnce(async (...args) => {
      const made = await original(...args);
      // While this try's create is being written, a retry on another server takes the key over.
      await args[3].updateTable('idempotency_keys').set({ holder: 'a-retry-elsewhere' }).where('idempotency_key', '=', key).execute();
      return made;
    });
    try {
      const slow = await create(t.ownerA, key, body('overtaken'), 'zh-CN');
      expect(slow.status).toBe(409);
      expect(slow.body).toMatchObject({ code: 40919 });
      expect((slow.body as unknown as ErrorBody).message).toMatch(/仍在处理中/);
    } finally {
      overtaken.mockRestore();
    }
    expect(await endpointsAt('overtaken')).toHaveLength(0);
  });

  it('lets a key older than a day go', async () => {
    const caller = `user:${(await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: t.ownerA })).body.data.userId}`;
    const old = newKey();
    const taken = await t.app.repos.idempotency.take(caller, old, 'createWebhookEndpoint', 'a hash', new Date(Date.now() - 25 * HOUR_MS), t.app.config.idempotencyHoldMs);
    expect(taken.taken).toBe(true);
    expect((await create(t.ownerA, old, body('after-a-day'))).status).toBe(201);
  });

  describe('every create that takes a key', () => {
    let n = 0;
    const unique = () => `idem-${Date.now() % 1_000_000}-${++n}`;
    const keyed = (key: string) => ({ 'idempotency-key': key });
    /** Each create, sent with `key` for something named `name`: the same two, the same request. */
    const creates: Record<string, (key: string, name: string) => Promise<ApiResponse<Envelope>>> = {
      createTenant: async (key, name) =>
        t.call('createTenant', { token: await t.adminToken(), body: { username: name, owner: { username: `${name}-owner`, email: `${name}@example.com` } }, headers: keyed(key) }),
      createUser: (key, name) => t.call('createUser', { token: t.ownerA, body: { username: name, role: 'member', password: PASSWORD }, headers: keyed(key) }),
      createServiceAccount: (key, name) => t.call('createServiceAccount', { token: t.ownerA, body: { username: name, role: 'member' }, headers: keyed(key) }),
      createApiToken: async (key, name) => {
        const me = (await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: t.ownerA })).body.data.userId;
        return t.call('createApiToken', { token: t.ownerA, params: { id: me }, body: { name, expiresInDays: 30 }, headers: keyed(key) });
      },
      createWebhookEndpoint: (key, name) => t.call('createWebhookEndpoint', { token: t.ownerA, body: body(name), headers: keyed(key) }),
      inviteUser: (key, name) => t.call('inviteUser', { token: t.ownerA, body: { email: `${name}@example.com`, role: 'member' }, headers: keyed(key) }),
      inviteUsersInBatch: (key, name) =>
        t.call('inviteUsersInBatch', { token: t.ownerA, body: { rows: [{ email: `${name}-1@example.com`, role: 'member' }, { email: `${name}-2@example.com`, role: 'owner' }] }, headers: keyed(key) }),
      addDomain: (key, name) => t.call('addDomain', { token: t.ownerA, body: { name: `${name}.example.com` }, headers: keyed(key) }),
    };

    it('is listed here: the contract’s creates with the header and these are the same', () => {
      const contractCreates = [...rulesByOperation(loadContract()).entries()].filter(([, rules]) => rules.idempotent).map(([operationId]) => operationId);
      expect(Object.keys(creates).sort()).toEqual(contractCreates.sort());
    });

    it.each(Object.keys(creates))('%s keeps its answer with the create: a server dying right after the commit leaves the retry its answer', async (operationId) => {
      const send = creates[operationId];
      if (!send) throw new Error(`No create for ${operationId}`);
      const key = newKey();
      const name = unique();
      const keep = t.app.repos.idempotency.answered.bind(t.app.repos.idempotency);
      // Whatever is written after the create's commit is lost with the server that dies then.
      const dying = vi.spyOn(t.app.repos.idempotency, 'answered').mockImplementation((holder, status, kept, db) =>
        db?.isTransaction ? keep(holder, status, kept, db) : Promise.reject(new Error('the server died after the commit')),
      );
      let first: ApiResponse<Envelope>;
      try {
        first = await send(key, name);
      } finally {
        dying.mockRestore();
      }
      expect(first.status).toBe(201);
      const again = await send(key, name);
      expect(again.status).toBe(201);
      expect(again.headers['idempotency-replayed']).toBe('true');
      expect(again.headers['location']).toBe(first.headers['location']);
      expect(again.body).toEqual(first.body);
      // With another body, the key is refused and nothing is made.
      expect((await send(key, unique())).status).toBe(422);
    });
  });

  it('keeps nothing of a create the server failed, so that the retry runs', async () => {
    const key = newKey();
    const spy = vi.spyOn(t.app.repos.webhooks, 'create').mockRejectedValueOnce(new Error('injected failure'));
    try {
      expect((await create(t.ownerA, key, body('after-a-failure'))).status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const retried = await create(t.ownerA, key, body('after-a-failure'));
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotency-replayed']).toBeUndefined();
  });

  it('refuses a key that is empty, too long or not visible ASCII, naming the header', async () => {
    for (const key of ['', 'k'.repeat(256), 'with space', 'ключ']) {
      const answer = await t.call<ErrorBody>('createWebhookEndpoint', { token: t.ownerA, body: body('bad-key'), headers: { 'idempotency-key': key } });
      expect(answer.status, JSON.stringify(key)).toBe(400);
    }
    expect((await endpointsOf(t.ownerA)).filter((endpoint) => endpoint.url.endsWith('/bad-key'))).toHaveLength(0);
  });

  it('keeps the first answer sealed at rest: the signing secret it holds is not in the database in clear', async () => {
    const key = newKey();
    const first = await create(t.ownerA, key, body('sealed'));
    const secret = first.body.data.secret ?? '';
    expect(secret).toMatch(/^whsec_/);
    const rows = await sql<{ response: string }>`select response from idempotency_keys where idempotency_key = ${key}`.execute(t.app.database.db);
    expect(rows.rows[0]?.response).toBeTruthy();
    expect(rows.rows[0]?.response).not.toContain(secret);
  });
});
