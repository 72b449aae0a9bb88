import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoData } from '../../../server/src/store/seed.js';
import { EXACT_SEARCH_COUNT, TenantRepository } from '../../../server/src/modules/tenants/tenant-repository.js';
import { describeApi, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

interface Summary {
  tenantId: number;
  username: string;
}

/** Demo tenant n carries `.example.cn` on a quarter of its domains: enough to pass the exact count. */
const TENANTS = 14_000;
/**
 * Tenants whose names share a word and sort after every demo tenant's: a broad search whose
 * matches all lie at the end of the order by name. Every seventh is disabled.
 */
const CLUSTER = Array.from({ length: EXACT_SEARCH_COUNT + 500 }, (_, i) => ({
  username: `zulu-${String(i).padStart(5, '0')}`,
  enabled: i % 7 !== 0,
  remark: '',
  domains: [],
}));

describeApi('a search matching more tenants than are counted exactly', () => {
  let t: TestApp;
  let token: string;
  const page = (query: Record<string, string>) => t.call<Envelope<Summary[]>>('listTenants', { token, query });

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoData(t.app.database.db, { tenants: TENANTS, password: 'demo-owner-password' });
    const repository = new TenantRepository(t.app.database.db);
    for (let start = 0; start < CLUSTER.length; start += 1_000) {
      await repository.insertMany(CLUSTER.slice(start, start + 1_000), new Date().toISOString());
    }
    token = await t.adminToken();
  }, 120_000);
  afterAll(async () => t.close());

  it('answers the page with an unknown total, and the same rows a full count would give', async () => {
    const broad = await page({ filter: JSON.stringify({ q: 'example' }), range: '[0,24]', sort: '["tenantId","ASC"]' });
    expect(broad.status).toBe(200);
    expect(broad.headers['content-range']).toBe('tenants 0-24/*');
    const ids = broad.body.data.map((tenant) => tenant.tenantId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // Demo tenants with at least one domain, by id: the first 25 of them.
    const all = await t.call<Envelope<{ tenantId: number; domains: unknown[] }[]>>('listTenantsWithDomains', { token });
    const expected = all.body.data.filter((tenant) => tenant.domains.length > 0).slice(0, 25).map((tenant) => tenant.tenantId);
    expect(ids).toEqual(expected);
  });

  it('pages on without gaps or repeats, in the order asked, every row a match', async () => {
    const query = (range: string) => ({ token, query: { filter: JSON.stringify({ q: 'example' }), range, sort: '["username","DESC"]' } });
    type Row = Summary & { domains: { name: string }[] };
    const first = await t.call<Envelope<Row[]>>('listTenantsWithDomains', query('[0,49]'));
    const second = await t.call<Envelope<Row[]>>('listTenantsWithDomains', query('[50,99]'));
    expect(second.headers['content-range']).toBe('tenants 50-99/*');
    const rows = [...first.body.data, ...second.body.data];
    const names = rows.map((tenant) => tenant.username.toLowerCase());
    expect(names).toHaveLength(100);
    expect(names).toEqual([...names].sort().reverse());
    expect(new Set(names).size).toBe(100);
    expect(rows.every((tenant) => tenant.domains.some((domain) => domain.name.includes('example')))).toBe(true);
  });

  it.each<['ASC' | 'DESC', { enabled?: boolean }, string]>([
    ['ASC', {}, '[0,24]'],
    ['ASC', {}, '[3000,3024]'],
    ['ASC', {}, '[10000,10024]'],
    ['DESC', {}, '[0,24]'],
    ['ASC', { enabled: false }, '[0,24]'],
    ['DESC', { enabled: true }, '[100,149]'],
  ])('finds matches clustered anywhere in the order by name: %s, filter %o, range %s', async (direction, filter, range) => {
    const response = await page({ filter: JSON.stringify({ q: 'ZULU', ...filter }), range, sort: JSON.stringify(['username', direction]) });
    expect(response.status).toBe(200);
    expect(response.headers['content-range']).toBe(`tenants ${range.slice(1, -1).replace(',', '-')}/*`);
    const [start, end] = JSON.parse(range) as [number, number];
    const names = CLUSTER.filter((tenant) => filter.enabled === undefined || tenant.enabled === filter.enabled).map((tenant) => tenant.username);
    const ordered = direction === 'ASC' ? names : names.reverse();
    expect(response.body.data.map((tenant) => tenant.username)).toEqual(ordered.slice(start, end + 1));
  });

  it('still counts exactly when the search is narrow', async () => {
    const narrow = await page({ filter: JSON.stringify({ q: 'wayne-12' }), range: '[0,24]' });
    expect(narrow.headers['content-range']).toMatch(/^tenants 0-\d+\/\d+$/);
    expect(EXACT_SEARCH_COUNT).toBeLessThan(TENANTS);
  });
});
