import { beforeAll, expect, it } from 'vitest';
import { AuditRepository } from '../../../server/src/modules/audit/audit-repository.js';
import type { DatabaseHandle } from '../../../server/src/db/client.js';
import { describeApi, PASSWORD, useTestApp, type ApiResponse, type Envelope } from '../../helpers/test-app.js';
import { expectSeenElsewhere, writeElsewhere } from '../../helpers/written-elsewhere.js';

interface User {
  userId: number;
  username: string;
  displayName: string;
}
interface AuditEvent {
  eventId: number;
  action: string;
  tenantId: number | null;
  target: { label: string };
}

const USERS_PAGE = { sort: '["userId","ASC"]', range: '[0,24]', filter: '{}' };
const EVENTS_PAGE = { sort: '["at","DESC"]', range: '[0,9]', filter: '{}' };

const totalOf = (response: ApiResponse) => String(response.headers['content-range']).split('/')[1];

// Pages of users and of the audit log are kept serialized between writes: they must never be stale
// once a write is known (at once through the API; elsewhere, once PostgreSQL's notice arrives), and
// never be served to a caller who may see other rows.
describeApi('pages of users and of the audit log stay current', () => {
  const t = useTestApp({ tenants: ['kept-alpha'] });
  let b: number;

  const asAdminIn = (tenantId: number) => ({ token: t.admin, headers: { 'x-tenant-id': String(tenantId) } });
  const usersOf = (tenantId: number) => t.call<Envelope<User[]>>('listUsers', { ...asAdminIn(tenantId), query: USERS_PAGE });
  const events = (token: string) => t.call<Envelope<AuditEvent[]>>('listAuditEvents', { token, query: EVENTS_PAGE });

  /** Another process on the same database: a second server, the seed command, a script. */
  const elsewhere = (write: (other: DatabaseHandle) => Promise<unknown>) => writeElsewhere(t, write);

  beforeAll(async () => {
    b = await t.createTenant('kept-bravo', { password: PASSWORD });
  });

  it('shows a user added or changed through the API in the very next page', async () => {
    const before = await usersOf(t.a);
    expect((await usersOf(t.a)).text).toBe(before.text);
    const created = await t.call<Envelope<User>>('createUser', {
      ...asAdminIn(t.a),
      body: { username: 'kept-new', role: 'member', password: PASSWORD },
    });
    expect(created.status).toBe(201);
    const after = await usersOf(t.a);
    expect(after.body.data.map((user) => user.username)).toContain('kept-new');
    expect(Number(totalOf(after))).toBe(Number(totalOf(before)) + 1);

    const renamed = await t.call('updateUser', { ...asAdminIn(t.a), params: { id: created.body.data.userId }, body: { displayName: 'Kept New' } });
    expect(renamed.status).toBe(200);
    expect((await usersOf(t.a)).body.data.find((user) => user.userId === created.body.data.userId)?.displayName).toBe('Kept New');
  });

  it('shows a user changed by another process in the very next page', async () => {
    const [first] = (await usersOf(t.a)).body.data;
    if (!first) throw new Error('tenant A has no user');
    await elsewhere((other) => other.db.updateTable('users').set({ display_name: 'Written elsewhere' }).where('user_id', '=', first.userId).execute());
    await expectSeenElsewhere(async () => (await usersOf(t.a)).body.data[0]?.displayName, 'Written elsewhere');
  });

  it('keeps each tenant its own users: the same page asked in another tenant is not the first one', async () => {
    const inA = (await usersOf(t.a)).body.data.map((user) => user.username);
    const inB = (await usersOf(b)).body.data.map((user) => user.username);
    expect(inA).toContain('kept-alpha');
    expect(inB).toEqual(['kept-bravo']);
  });

  it('acts in a tenant created after a call named it while it did not exist', async () => {
    const next = b + 1;
    const refused = await t.call('listUsers', { ...asAdminIn(next), query: USERS_PAGE });
    expect(refused.status).toBe(404);
    expect(await t.createTenant('kept-charlie')).toBe(next);
    expect((await usersOf(next)).body.data.map((user) => user.username)).toEqual(['kept-charlie']);
  });

  it('shows an event in the very next page of the log', async () => {
    const before = await events(t.admin);
    expect((await events(t.admin)).text).toBe(before.text);
    const update = await t.call('updateTenant', { token: t.admin, params: { id: b }, body: { remark: 'kept page test' } });
    expect(update.status).toBe(200);
    const [newest] = (await events(t.admin)).body.data;
    expect(newest).toMatchObject({ action: 'tenant.updated', tenantId: b });
    expect(newest?.eventId).toBeGreaterThan(before.body.data[0]?.eventId ?? 0);
  });

  it('shows an event another process wrote, and the events its retention purge deleted are gone', async () => {
    await events(t.admin);
    await elsewhere((other) =>
      new AuditRepository(other.db).record({
        at: new Date().toISOString(),
        action: 'tenant.updated',
        actor: { userId: null, username: 'a script', isAdmin: true },
        tenantId: t.a,
        target: { type: 'tenant', id: String(t.a), label: 'written elsewhere' },
        changes: {},
        requestId: 'elsewhere',
        clientAddress: '127.0.0.1',
        userAgent: 'script',
      }),
    );
    await expectSeenElsewhere(async () => (await events(t.admin)).body.data[0]?.target.label, 'written elsewhere');

    await elsewhere((other) => new AuditRepository(other.db).purgeOlderThan('9999-12-31T00:00:00.000Z'));
    await expectSeenElsewhere(async () => totalOf(await events(t.admin)), '0');
    const purged = await events(t.admin);
    expect(purged.body.data).toEqual([]);
    expect(totalOf(purged)).toBe('0');
  });

  it('keeps each caller the events they may see: an owner is not sent the administrator’s page', async () => {
    await t.call('updateTenant', { token: t.admin, params: { id: b }, body: { remark: 'seen by administrators only' } });
    await t.call('updateTenant', { token: t.admin, params: { id: t.a }, body: { remark: 'seen by the owner too' } });
    const all = (await events(t.admin)).body.data;
    expect(all.map((event) => event.tenantId)).toEqual(expect.arrayContaining([t.a, b]));
    const owners = (await events(t.ownerA)).body.data;
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((event) => event.tenantId === t.a)).toBe(true);
  });
});
