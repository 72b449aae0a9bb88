import { afterAll, beforeAll, expect, it } from 'vitest';
import { toDbBoolean } from '../../../server/src/db/database.js';
import { describeApi, startTestApp, useTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';
import { expectSeenElsewhere, writeElsewhere } from '../../helpers/written-elsewhere.js';

interface Listed {
  tenantId: number;
  username: string;
  enabled: boolean;
  remark?: string;
}

// The full lists and the pages are served from caches of their serialized answers: never stale
// after a write through the API, and current once a write made elsewhere is known.
describeApi('the full tenant lists and their pages stay current', () => {
  const t = useTestApp();
  let id: number;
  const list = async (operationId: 'listTenants' | 'listTenantsWithDomains') =>
    (await t.call<Envelope<Listed[]>>(operationId, { token: t.admin })).body.data.find((tenant) => tenant.tenantId === id);
  const paged = async (operationId: 'listTenants' | 'listTenantsWithDomains') =>
    (
      await t.call<Envelope<Listed[]>>(operationId, { token: t.admin, query: { sort: '["tenantId","DESC"]', range: '[0,9]', filter: '{}' } })
    ).body.data.find((tenant) => tenant.tenantId === id);

  beforeAll(async () => {
    id = await t.createTenant('fresh-list');
  });

  it('shows a change made through the API in the very next answer', async () => {
    expect((await list('listTenants'))?.username).toBe('fresh-list');
    expect((await list('listTenantsWithDomains'))?.remark).toBe('');
    expect((await paged('listTenants'))?.username).toBe('fresh-list');
    expect((await paged('listTenantsWithDomains'))?.remark).toBe('');
    const update = await t.call('updateTenant', { token: t.admin, params: { id }, body: { username: 'fresh-list-2', remark: 'changed' } });
    expect(update.status).toBe(200);
    expect((await list('listTenants'))?.username).toBe('fresh-list-2');
    expect((await list('listTenantsWithDomains'))?.remark).toBe('changed');
    expect((await paged('listTenants'))?.username).toBe('fresh-list-2');
    expect((await paged('listTenantsWithDomains'))?.remark).toBe('changed');
  });

  it('shows a change another process wrote to the same database', async () => {
    expect((await list('listTenants'))?.enabled).toBe(true);
    expect((await paged('listTenantsWithDomains'))?.enabled).toBe(true);
    await writeElsewhere(t, (other) => other.db.updateTable('tenants').set({ enabled: toDbBoolean(false) }).where('tenant_id', '=', id).execute());
    await expectSeenElsewhere(async () => (await list('listTenants'))?.enabled, false);
    expect((await list('listTenantsWithDomains'))?.enabled).toBe(false);
    expect((await paged('listTenants'))?.enabled).toBe(false);
    expect((await paged('listTenantsWithDomains'))?.enabled).toBe(false);
  });
});

// A page's total of all, enabled or disabled tenants is kept per data version: it must follow every change.
describeApi('the totals of tenant pages stay current', () => {
  let t: TestApp;
  let token: string;
  const total = async (filter: Record<string, unknown>) => {
    const response = await t.call('listTenants', { token, query: { range: '[0,0]', filter: JSON.stringify(filter) } });
    return Number(String(response.headers['content-range']).split('/')[1]);
  };

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.adminToken();
  });
  afterAll(async () => t.close());

  it('counts a new tenant and a status change in the very next answer', async () => {
    const [all, enabled, disabled] = [await total({}), await total({ enabled: true }), await total({ enabled: false })];
    const id = await t.createTenant('fresh-total');
    expect([await total({}), await total({ enabled: true }), await total({ enabled: false })]).toEqual([all + 1, enabled + 1, disabled]);
    const status = await t.call('setTenantStatus', { token, params: { id }, query: { enabled: 'false' } });
    expect(status.status).toBe(200);
    expect([await total({}), await total({ enabled: true }), await total({ enabled: false })]).toEqual([all + 1, enabled, disabled + 1]);
  });
});

// One tenant's answer is kept as sent per data version: never stale after a write through the API
// or elsewhere, and a refusal is each caller's own, in their language.
describeApi('one tenant’s answer stays current', () => {
  const t = useTestApp();
  let id: number;
  const one = async () => {
    const response = await t.call<Envelope<Listed & { domains: { name: string }[] }>>('getTenant', { token: t.admin, params: { id } });
    expect(response.status).toBe(200);
    return response.body.data;
  };

  beforeAll(async () => {
    id = await t.createTenant('fresh-one');
  });

  it('shows a change made through the API in the very next answer, and the same bytes until then', async () => {
    const first = await t.call('getTenant', { token: t.admin, params: { id } });
    const again = await t.call('getTenant', { token: t.admin, params: { id } });
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    const update = await t.call('updateTenant', { token: t.admin, params: { id }, body: { remark: 'changed', domains: ['one.fresh.example.com'] } });
    expect(update.status).toBe(200);
    const changed = await one();
    expect(changed.remark).toBe('changed');
    expect(changed.domains.map((domain) => domain.name)).toEqual(['one.fresh.example.com']);
  });

  it('shows a change another process wrote to the same database', async () => {
    expect((await one()).enabled).toBe(true);
    await writeElsewhere(t, (other) => other.db.updateTable('tenants').set({ enabled: toDbBoolean(false) }).where('tenant_id', '=', id).execute());
    await expectSeenElsewhere(async () => (await one()).enabled, false);
  });

  it('answers a tenant that is gone 404 to each caller in their own language, however many ask at once', async () => {
    const missing = id + 100_000;
    const [en, zh] = await Promise.all(
      ['en', 'zh-CN'].map((language) => t.call<{ code: number; message: string }>('getTenant', { token: t.admin, params: { id: missing }, headers: { 'accept-language': language } })),
    );
    expect([en!.status, zh!.status]).toEqual([404, 404]);
    expect(en!.body.message).toMatch(/Tenant/);
    expect(zh!.body.message).toMatch(/租户/);
  });
});
