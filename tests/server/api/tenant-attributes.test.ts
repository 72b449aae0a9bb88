import { expect, it } from 'vitest';
import type { Tenant } from '../../../src/generated/model/index.js';
import { describeApi, useTestApp, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

describeApi('a tenant’s attributes: set on its create and update, checked by type, shown with it and audited', () => {
  const t = useTestApp({ tenants: ['vals-a', 'vals-b'] });
  const update = (id: number, attributes: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.call<Envelope<Tenant> & ErrorBody>('updateTenant', { token: t.admin, params: { id }, body: { attributes }, headers });
  const tenant = async (id: number) => (await t.call<Envelope<Tenant>>('getTenant', { token: t.admin, params: { id } })).body.data;
  const define = async (body: Record<string, unknown>) => {
    const made = await t.call('createAttributeDefinition', { token: t.admin, body });
    expect(made.status, made.text).toBe(201);
  };
  const label = (en: string) => ({ zh: en, en });

  it('keeps a value of each type, answers it with the tenant, and records each change before → after', async () => {
    await define({ key: 'plan', labels: label('Plan'), type: 'enum', choices: ['free', 'team', 'enterprise'], listed: true });
    await define({ key: 'seats', labels: label('Seats'), type: 'number' });
    await define({ key: 'renewal_date', labels: label('Renewal'), type: 'date' });
    await define({ key: 'managed', labels: label('Managed'), type: 'boolean' });
    await define({ key: 'crm_id', labels: label('CRM id'), type: 'text', unique: true });

    const values = { plan: 'team', seats: 25.5, renewal_date: '2027-03-31', managed: true, crm_id: 'C-1' };
    const saved = await update(t.a, values);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.attributes).toEqual(values);
    expect((await tenant(t.a)).attributes).toEqual(values);
    expect((await tenant(t.b)).attributes).toEqual({});

    const events = (await t.call<Envelope<{ action: string; changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.admin, query: { filter: JSON.stringify({ action: 'tenant.updated', targetId: String(t.a) }) } })).body.data;
    expect(events[0]?.changes).toEqual({
      'attributes.plan': { before: null, after: 'team' },
      'attributes.seats': { before: null, after: 25.5 },
      'attributes.renewal_date': { before: null, after: '2027-03-31' },
      'attributes.managed': { before: null, after: true },
      'attributes.crm_id': { before: null, after: 'C-1' },
    });

    // The same values again change nothing; one changed and one removed are both recorded.
    expect((await update(t.a, values)).status).toBe(304);
    const changed = await update(t.a, { managed: false, seats: null });
    expect(changed.body.data.attributes).toEqual({ plan: 'team', renewal_date: '2027-03-31', managed: false, crm_id: 'C-1' });
    const [last] = (await t.call<Envelope<{ changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.admin, query: { filter: JSON.stringify({ action: 'tenant.updated', targetId: String(t.a) }) } })).body.data;
    expect(last?.changes).toEqual({ 'attributes.managed': { before: true, after: false }, 'attributes.seats': { before: 25.5, after: null } });
  });

  it('refuses a value of another type, at its field, in the caller’s language, and keeps the tenant as it was', async () => {
    const before = (await tenant(t.a)).attributes;
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ seats: 'many' }, 'attributes.seats', /must be a number/],
      [{ managed: 'yes' }, 'attributes.managed', /must be true or false/],
      [{ renewal_date: '2027-02-30' }, 'attributes.renewal_date', /must be a day, written 2027-03-31/],
      [{ renewal_date: '31/03/2027' }, 'attributes.renewal_date', /must be a day/],
      [{ plan: 'gold' }, 'attributes.plan', /must be one of: free, team, enterprise/],
      [{ crm_id: 7 }, 'attributes.crm_id', /must be text/],
      [{ colour: 'red' }, 'attributes.colour', /no attribute colour is defined/],
    ];
    for (const [attributes, field, message] of refusals) {
      const answer = await update(t.a, { plan: 'enterprise', ...attributes }, { 'accept-language': 'en' });
      expect(answer.status, JSON.stringify(attributes)).toBe(400);
      expect(answer.body.data?.field).toBe(field);
      expect(answer.body.message).toMatch(message);
    }
    const zh = await update(t.a, { seats: 'many' }, { 'accept-language': 'zh-CN' });
    expect(zh.body.message).toBe('字段 attributes.seats 必须是数字');
    expect((await tenant(t.a)).attributes).toEqual(before);
    // Not even the contract's shape: a key that is no key.
    expect((await update(t.a, { 'Not A Key': 1 })).status).toBe(400);
  });

  it('keeps a unique attribute’s value to one tenant, naming the one that has it', async () => {
    const taken = await update(t.b, { crm_id: 'C-1' }, { 'accept-language': 'en' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 40935, data: { field: 'attributes.crm_id' } });
    expect(taken.body.message).toBe('Tenant vals-a has the value C-1 of crm_id already: it is unique');
    expect((await update(t.b, { crm_id: 'C-2' })).status).toBe(200);
    // A tenant may keep its own value.
    expect((await update(t.a, { crm_id: 'C-1', managed: true })).status).toBe(200);
  });

  it('asks a required attribute of a new tenant and refuses to remove it, once every tenant has one', async () => {
    const { db } = t.app.database;
    const everyTenant = await db.selectFrom('tenants').select('tenant_id').execute();
    for (const { tenant_id: id } of everyTenant) expect((await update(id, { plan: 'free' })).status).toBeLessThan(400);
    expect((await t.call('updateAttributeDefinition', { token: t.admin, params: { key: 'plan' }, body: { required: true } })).status).toBe(200);

    const removed = await update(t.a, { plan: null }, { 'accept-language': 'en' });
    expect(removed.body).toMatchObject({ code: 40000, data: { field: 'attributes.plan' }, message: 'Field attributes.plan is required' });
    const owner = (name: string) => ({ username: `${name}-owner`, email: `${name}@example.com` });
    const without = await t.call<ErrorBody>('createTenant', { token: t.admin, body: { username: 'vals-c', owner: owner('vals-c') } });
    expect(without.status).toBe(400);
    expect(without.body.data?.field).toBe('attributes.plan');
    const made = await t.call<Envelope<Tenant>>('createTenant', { token: t.admin, body: { username: 'vals-c', owner: owner('vals-c'), attributes: { plan: 'enterprise', seats: 10 } } });
    expect(made.status, made.text).toBe(201);
    expect(made.body.data.attributes).toEqual({ plan: 'enterprise', seats: 10 });
    const created = (await t.call<Envelope<{ changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.admin, query: { filter: JSON.stringify({ action: 'tenant.created', targetId: String(made.body.data.tenantId) }) } })).body.data;
    expect(created[0]?.changes).toMatchObject({ 'attributes.plan': { before: null, after: 'enterprise' }, 'attributes.seats': { before: null, after: 10 } });
    expect((await t.call('updateAttributeDefinition', { token: t.admin, params: { key: 'plan' }, body: { required: false } })).status).toBe(200);
  });

  it('shows the values on each page of the list with domains, and forgets them with their definition', async () => {
    const page = await t.call<Envelope<Tenant[]>>('listTenantsWithDomains', { token: t.admin, query: { range: '[0,24]', sort: '["tenantId","ASC"]', filter: '{}' } });
    const a = page.body.data.find((row) => row.tenantId === t.a);
    expect(a?.attributes).toMatchObject({ plan: 'free', crm_id: 'C-1' });
    expect((await t.call('deleteAttributeDefinition', { token: t.admin, params: { key: 'crm_id' } })).status).toBe(200);
    expect((await tenant(t.a)).attributes).not.toHaveProperty('crm_id');
    const again = await t.call<Envelope<Tenant[]>>('listTenantsWithDomains', { token: t.admin, query: { range: '[0,24]', sort: '["tenantId","ASC"]', filter: '{}' } });
    expect(again.body.data.find((row) => row.tenantId === t.a)?.attributes).not.toHaveProperty('crm_id');
  });
});
