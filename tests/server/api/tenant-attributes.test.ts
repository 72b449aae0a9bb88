import { expect, it } from 'vitest';
import type { Tenant } from '../../../src/generated/model/index.js';
import { sql } from 'kysely';
import { attributePage, type AttributePageQuery } from '../../../server/src/modules/tenants/attribute-page.js';
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

describeApi('the tenants’ list filtered and sorted by a typed attribute (attr.<key>)', () => {
  const t = useTestApp({ tenants: ['find-a', 'find-b'] });
  const label = (en: string) => ({ zh: en, en });
  const names = (rows: Tenant[]) => rows.map((row) => row.username);
  const page = (query: { filter?: Record<string, unknown>; sort?: [string, string] }, headers: Record<string, string> = {}) =>
    t.call<Envelope<Tenant[]> & ErrorBody>('listTenantsWithDomains', {
      token: t.admin,
      headers,
      query: { range: '[0,24]', sort: JSON.stringify(query.sort ?? ['tenantId', 'ASC']), filter: JSON.stringify(query.filter ?? {}) },
    });
  let ids: Record<string, number> = {};

  it('finds tenants by a value, one of several, or within bounds, in every kind of type', async () => {
    for (const body of [
      { key: 'plan', labels: label('Plan'), type: 'enum', choices: ['free', 'team', 'enterprise'] },
      { key: 'seats', labels: label('Seats'), type: 'number' },
      { key: 'renewal_date', labels: label('Renewal'), type: 'date' },
      { key: 'managed', labels: label('Managed'), type: 'boolean' },
      { key: 'region', labels: label('Region'), type: 'text' },
    ]) {
      expect((await t.call('createAttributeDefinition', { token: t.admin, body })).status).toBe(201);
    }
    const owner = (name: string) => ({ username: `${name}-owner`, email: `${name}@example.com` });
    const tenants: [string, Record<string, unknown>][] = [
      ['find-c', { plan: 'enterprise', seats: 250, renewal_date: '2027-03-31', managed: true, region: 'eu' }],
      ['find-d', { plan: 'team', seats: 25, renewal_date: '2026-12-31', managed: false, region: 'us' }],
      ['find-e', { plan: 'free', seats: 3 }],
    ];
    for (const [name, attributes] of tenants) {
      const made = await t.call<Envelope<Tenant>>('createTenant', { token: t.admin, body: { username: name, owner: owner(name), attributes } });
      expect(made.status, made.text).toBe(201);
    }
    ids = Object.fromEntries((await page({})).body.data.map((row) => [row.username, row.tenantId]));

    expect(names((await page({ filter: { 'attr.plan': 'enterprise' } })).body.data)).toEqual(['find-c']);
    expect(names((await page({ filter: { 'attr.plan': ['team', 'enterprise'] } })).body.data)).toEqual(['find-c', 'find-d']);
    expect(names((await page({ filter: { 'attr.seats': { gte: 10, lte: 100 } } })).body.data)).toEqual(['find-d']);
    expect(names((await page({ filter: { 'attr.seats': { gte: 10 } } })).body.data)).toEqual(['find-c', 'find-d']);
    expect(names((await page({ filter: { 'attr.renewal_date': { lte: '2027-01-31' } } })).body.data)).toEqual(['find-d']);
    expect(names((await page({ filter: { 'attr.managed': true } })).body.data)).toEqual(['find-c']);
    expect(names((await page({ filter: { 'attr.managed': false, 'attr.region': 'us' } })).body.data)).toEqual(['find-d']);
    // With the other keys of the filter: a search, a state.
    expect(names((await page({ filter: { q: 'find', 'attr.plan': ['free', 'team'] } })).body.data)).toEqual(['find-d', 'find-e']);
    expect(names((await page({ filter: { state: 'active', 'attr.seats': { lte: 3 } } })).body.data)).toEqual(['find-e']);
    const counted = await page({ filter: { 'attr.plan': ['team', 'enterprise'] } });
    expect(counted.headers['content-range']).toBe('tenants 0-1/2');
  });

  it('sorts by a value, tenants without one after the others in either direction, ties by id', async () => {
    const sorted = async (direction: string, filter: Record<string, unknown> = { q: 'find' }) => names((await page({ sort: ['attr.seats', direction], filter })).body.data);
    expect(await sorted('ASC')).toEqual(['find-e', 'find-d', 'find-c', 'find-a', 'find-b']);
    expect(await sorted('DESC')).toEqual(['find-c', 'find-d', 'find-e', 'find-b', 'find-a']);
    // Without a search, the order is read from the attribute's index, then the tenants without a value.
    const everyName = names((await page({ sort: ['tenantId', 'ASC'] })).body.data);
    const withoutSeats = everyName.filter((name) => !['find-c', 'find-d', 'find-e'].includes(name));
    expect(await sorted('ASC', {})).toEqual(['find-e', 'find-d', 'find-c', ...withoutSeats]);
    expect(await sorted('DESC', {})).toEqual(['find-c', 'find-d', 'find-e', ...[...withoutSeats].reverse()]);
    // A page across the boundary, and one past the valued tenants, each where the whole order puts it.
    const range = async (direction: string, range: string) =>
      names((await t.call<Envelope<Tenant[]>>('listTenantsWithDomains', { token: t.admin, query: { range, sort: JSON.stringify(['attr.seats', direction]), filter: '{}' } })).body.data);
    expect(await range('ASC', '[2,3]')).toEqual(['find-c', withoutSeats[0]]);
    expect(await range('DESC', '[4,5]')).toEqual([...withoutSeats].reverse().slice(1, 3));
    expect(names((await page({ sort: ['attr.renewal_date', 'ASC'], filter: { 'attr.plan': ['team', 'enterprise'] } })).body.data)).toEqual(['find-d', 'find-c']);
    expect(names((await page({ sort: ['attr.plan', 'ASC'], filter: { q: 'find', 'attr.seats': { gte: 1 } } })).body.data)).toEqual(['find-c', 'find-e', 'find-d']);
    expect(ids['find-c']).toBeGreaterThan(0);
  });

  it('answers the same page whether a condition is read from its index (narrow) or tested tenant by tenant (broad); past the bound, the total is unknown', async () => {
    const db = t.app.database.db;
    const definitions = new Map((await db.selectFrom('attribute_definitions').select(['definition_id', 'key']).execute()).map((row) => [row.key, row.definition_id]));
    const plan = { definitionId: definitions.get('plan') ?? 0, column: 'value_text' as const, oneOf: ['team', 'enterprise'] };
    const managed = { definitionId: definitions.get('managed') ?? 0, column: 'value_number' as const, oneOf: [0] };
    const seats = { definitionId: definitions.get('seats') ?? 0, column: 'value_number' as const };
    const read = async (exactUpTo: number, query: Partial<AttributePageQuery>) => {
      const found = await attributePage(db, { conditions: [], direction: 'asc', tenantsWhere: undefined, columnOrder: sql`tenant_id ASC`, start: 0, size: 25, exactUpTo, ...query });
      return { names: found.rows.map((row) => row.username), total: found.total };
    };
    // Two match: exact up to two, unknown past one.
    expect(await read(2, { conditions: [plan] })).toEqual({ names: ['find-c', 'find-d'], total: 2 });
    expect(await read(1, { conditions: [plan] })).toEqual({ names: ['find-c', 'find-d'], total: undefined });
    // Two conditions: the narrower (one tenant) read from its index, the other tested on it.
    expect(await read(1, { conditions: [plan, managed] })).toEqual({ names: ['find-d'], total: 1 });
    // Sorted: the sort attribute's index walked, each tenant tested (broad), or the matches sorted (narrow).
    for (const exactUpTo of [1, 10]) {
      expect((await read(exactUpTo, { conditions: [plan], order: seats, direction: 'desc' })).names).toEqual(['find-c', 'find-d']);
      expect((await read(exactUpTo, { conditions: [plan], order: seats, direction: 'asc' })).names).toEqual(['find-d', 'find-c']);
    }
  });

  it('refuses a key no attribute has, a value of another type and bounds on text, at the filter, in the caller’s language', async () => {
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ 'attr.colour': 'red' }, /no attribute colour is defined/],
      [{ 'attr.seats': 'many' }, /attr\.seats must be a number/],
      [{ 'attr.plan': 'gold' }, /attr\.plan must be one of its choices/],
      [{ 'attr.renewal_date': { gte: '31/12/2026' } }, /must be a day, written 2027-03-31/],
      [{ 'attr.region': { gte: 'a' } }, /only numbers and days have bounds/],
      [{ 'attr.plan': { is: 'team' } }, /takes a value, a list of at most 100 values, or bounds/],
      [{ 'attr.plan': [] }, /takes a value/],
      [{ 'attr.Plan': 'team' }, /filter/],
    ];
    for (const [filter, message] of refusals) {
      const answer = await page({ filter }, { 'accept-language': 'en' });
      expect(answer.status, JSON.stringify(filter)).toBe(400);
      expect(answer.body.data?.field).toBe('filter');
      expect(answer.body.message).toMatch(message);
    }
    const zh = await page({ filter: { 'attr.seats': 'many' } }, { 'accept-language': 'zh-CN' });
    expect(zh.body.message).toBe('字段 filter.attr.seats 必须是数字');
    const sort = await page({ sort: ['attr.colour', 'ASC'] }, { 'accept-language': 'en' });
    expect(sort.status).toBe(400);
    expect(sort.body).toMatchObject({ data: { field: 'sort' }, message: 'Field sort: no attribute colour is defined to sort by' });
  });

  it('exports only the tenants the attribute filter finds, with a column of each attribute’s values after the tenant’s own', async () => {
    const answer = await t.call('exportTenants', { token: t.admin, query: { filter: JSON.stringify({ 'attr.plan': ['team', 'enterprise'] }) } });
    expect(answer.status).toBe(200);
    const [header = '', ...lines] = answer.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines.map((line) => line.split(',')[1])).toEqual(['find-c', 'find-d']);
    const columns = header.split(',');
    expect(columns.slice(0, 7)).toEqual(['tenantId', 'username', 'enabled', 'domains', 'remark', 'createdAt', 'updatedAt']);
    const attributeColumns = columns.slice(7);
    expect(attributeColumns).toEqual([...attributeColumns].sort());
    expect(attributeColumns).toEqual(expect.arrayContaining(['attr.managed', 'attr.plan', 'attr.region', 'attr.renewal_date', 'attr.seats']));
    const cell = (line: string | undefined, column: string) => line?.split(',')[columns.indexOf(column)];
    expect([cell(lines[0], 'attr.plan'), cell(lines[0], 'attr.seats'), cell(lines[0], 'attr.renewal_date'), cell(lines[0], 'attr.managed')]).toEqual(['enterprise', '250', '2027-03-31', 'true']);
    expect([cell(lines[1], 'attr.region'), cell(lines[1], 'attr.managed')]).toEqual(['us', 'false']);
  });
});
