import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeApi, useTestApp, type Envelope } from '../../helpers/test-app.js';

interface Tenant {
  tenantId: number;
  username: string;
  enabled: boolean;
  domains: { domainId: number; name: string }[];
  remark: string;
  createdAt: string;
  updatedAt: string;
}

describeApi('tenants', () => {
  const t = useTestApp();
  let acme: number;
  let globex: number;

  beforeAll(async () => {
    acme = await t.createTenant('acme', { domains: ['acme.example.com'] });
    globex = await t.createTenant('globex', { domains: ['globex.example.com', 'shop.globex.example.com'] });
  });

  const update = (id: number, body: unknown, headers: Record<string, string> = {}) =>
    t.call<Envelope<Tenant>>('updateTenant', { token: t.admin, params: { id }, body, headers });

  it('lists every tenant oldest first with id, username, enabled and state only', async () => {
    const response = await t.call<Envelope<Record<string, unknown>[]>>('listTenants', { token: t.admin });
    expect(response.status).toBe(200);
    expect(response.body.data.map((tenant) => tenant['username'])).toEqual(['system', 'acme', 'globex']);
    for (const tenant of response.body.data) {
      expect(Object.keys(tenant).sort()).toEqual(['enabled', 'state', 'tenantId', 'username']);
    }
  });

  it('lists every tenant with its domains', async () => {
    const response = await t.call<Envelope<Tenant[]>>('listTenantsWithDomains', { token: t.admin });
    expect(response.status).toBe(200);
    const byName = Object.fromEntries(response.body.data.map((tenant) => [tenant.username, tenant]));
    expect(byName['globex']?.domains.map((d) => d.name)).toEqual(['globex.example.com', 'shop.globex.example.com']);
    expect(byName['system']?.domains).toEqual([]);
  });

  it('reads one tenant with all its fields', async () => {
    const response = await t.call<Envelope<Tenant>>('getTenant', { token: t.admin, params: { id: acme } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      tenantId: acme,
      username: 'acme',
      enabled: true,
      remark: '',
      domains: [{ name: 'acme.example.com' }],
    });
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const response = await t.call('getTenant', { token: t.admin, params: { id: 424242 } });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 40401, message: 'Tenant 424242 does not exist' });
  });

  it.each(['abc', '0', '1.5'])('refuses the id %s with 400 naming the field', async (id) => {
    const response = await t.call('getTenant', { token: t.admin, params: { id } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 40000, data: { field: 'id' } });
  });

  it('updates username, remark and domains, storing domains lower-case and in punycode', async () => {
    const id = await t.createTenant('initech');
    const response = await update(id, {
      username: 'initech-corp',
      remark: 'Key account',
      domains: ['Shop.Initech.Example.com', '例子.中国', 'bücher.example.'],
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      username: 'initech-corp',
      remark: 'Key account',
      domains: [
        { name: 'shop.initech.example.com' },
        { name: 'xn--fsqu00a.xn--fiqs8s' },
        { name: 'xn--bcher-kva.example' },
      ],
    });
    expect(Date.parse(response.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(response.body.data.createdAt));
    const again = await t.call<Envelope<Tenant>>('getTenant', { token: t.admin, params: { id } });
    expect(again.body.data.domains.map((d) => d.name)).toHaveLength(3);
  });

  it('replaces the whole list of domains: names left out are removed', async () => {
    const id = await t.createTenant('hooli', { domains: ['a.hooli.example.com', 'b.hooli.example.com'] });
    const response = await update(id, { domains: ['b.hooli.example.com', 'c.hooli.example.com'] });
    expect(response.status).toBe(200);
    expect(response.body.data.domains.map((d) => d.name)).toEqual(['b.hooli.example.com', 'c.hooli.example.com']);
    const cleared = await update(id, { domains: [] });
    expect(cleared.body.data.domains).toEqual([]);
  });

  it.each([
    ['a space', 'exa mple.com'],
    ['an empty label', 'b..com'],
    ['a single label', 'localhost'],
    ['an IP address', '192.168.0.1'],
    ['an underscore', 'my_host.example.com'],
    ['a label over 63 characters', `${'a'.repeat(64)}.com`],
    ['a leading hyphen', '-bad.example.com'],
  ])('refuses a domain with %s, naming its position', async (_name, domain) => {
    const response = await update(acme, { domains: ['ok.example.com', domain] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 40000, data: { field: 'domains[1]' } });
    expect(response.body.message).toContain(domain);
  });

  it('refuses a domain listed twice, also when only the case differs', async () => {
    const exact = await update(acme, { domains: ['x.example.com', 'x.example.com'] });
    expect(exact.status).toBe(400);
    expect(exact.body).toMatchObject({ data: { field: 'domains[1]' } });
    const byCase = await update(acme, { domains: ['x.example.com', 'X.Example.com'] });
    expect(byCase.status).toBe(400);
    expect(byCase.body).toMatchObject({ data: { field: 'domains[1]' } });
  });

  it('refuses a domain another tenant holds verified with 409 naming the field, and changes nothing', async () => {
    // As a proof of globex's would leave it (the proofs themselves: domain-claims.test.ts).
    await t.app.database.db.updateTable('domains').set({ proof_state: 'verified', verified_at: new Date().toISOString() }).where('name', '=', 'shop.globex.example.com').execute();
    const response = await update(acme, {
      remark: 'should not stick',
      domains: ['acme.example.com', 'SHOP.globex.example.com'],
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 40901, data: { field: 'domains[1]' } });
    const unchanged = await t.call<Envelope<Tenant>>('getTenant', { token: t.admin, params: { id: acme } });
    expect(unchanged.body.data.remark).toBe('');
    const owner = await t.call<Envelope<Tenant>>('getTenant', { token: t.admin, params: { id: globex } });
    expect(owner.body.data.domains.map((d) => d.name)).toContain('shop.globex.example.com');
  });

  it('refuses a username another tenant has, whatever its case, with 409', async () => {
    const response = await update(acme, { username: 'GLOBEX' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 40900, data: { field: 'username' } });
  });

  it('lets a tenant change only the case of its own username', async () => {
    const id = await t.createTenant('wonka');
    const response = await update(id, { username: 'Wonka' });
    expect(response.status).toBe(200);
    expect(response.body.data.username).toBe('Wonka');
  });

  it('answers 304 with no body to an update that changes nothing', async () => {
    const response = await update(acme, { username: 'acme', domains: ['ACME.example.com'] });
    expect(response.status).toBe(304);
    expect(response.text).toBe('');
  });

  it.each([
    ['an empty payload', {}, 'body'],
    ['an unknown field', { owner: 'someone' }, 'owner'],
    ['a number as username', { username: 12345 }, 'username'],
    ['a username with spaces', { username: 'has spaces' }, 'username'],
    ['a remark over 500 characters', { remark: 'x'.repeat(501) }, 'remark'],
    ['domains that are not a list', { domains: 'a.example.com' }, 'domains'],
    ['a domain that is not a string', { domains: [42] }, 'domains[0]'],
    ['more than 100 domains', { domains: Array.from({ length: 101 }, (_, i) => `d${i}.example.com`) }, 'domains'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const response = await update(acme, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 40000, data: { field } });
  });

  it('answers 404 to an update of a tenant that does not exist', async () => {
    const response = await update(424242, { remark: 'x' });
    expect(response.status).toBe(404);
  });

  describeApi('status', () => {
    let id: number;
    beforeEach(async () => {
      id = await t.createTenant(`status-${Math.random().toString(36).slice(2, 8)}`);
    });

    it('disables and enables a tenant', async () => {
      const disabled = await t.call<Envelope<Tenant>>('setTenantStatus', { token: t.admin, params: { id }, query: { enabled: false } });
      expect(disabled.status).toBe(200);
      expect(disabled.body.data.enabled).toBe(false);
      const listed = await t.call<Envelope<Tenant[]>>('listTenants', { token: t.admin });
      expect(listed.body.data.find((tenant) => tenant.tenantId === id)?.enabled).toBe(false);
      const enabled = await t.call<Envelope<Tenant>>('setTenantStatus', { token: t.admin, params: { id }, query: { enabled: true } });
      expect(enabled.body.data.enabled).toBe(true);
    });

    it('treats setting the state a tenant already has as success', async () => {
      const response = await t.call<Envelope<Tenant>>('setTenantStatus', { token: t.admin, params: { id }, query: { enabled: true } });
      expect(response.status).toBe(200);
      expect(response.body.data.enabled).toBe(true);
    });

    it.each(['maybe', '', 'yes'])('refuses enabled=%s with 400', async (value) => {
      const response = await t.call('setTenantStatus', { token: t.admin, params: { id }, query: { enabled: value } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 40000, data: { field: 'enabled' } });
    });

    it('refuses a missing enabled parameter with 400', async () => {
      const response = await t.call('setTenantStatus', { token: t.admin, params: { id } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ data: { field: 'enabled' } });
    });

    it("refuses to let an administrator disable their own tenant (409)", async () => {
      const me = await t.call<Envelope<{ tenantId: number }>>('getCurrentUser', { token: t.admin });
      const response = await t.call('setTenantStatus', {
        token: t.admin,
        params: { id: me.body.data.tenantId },
        query: { enabled: false },
      });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 40902 });
    });

    it('answers 404 for a tenant that does not exist', async () => {
      const response = await t.call('setTenantStatus', { token: t.admin, params: { id: 424242 }, query: { enabled: true } });
      expect(response.status).toBe(404);
    });
  });
});
