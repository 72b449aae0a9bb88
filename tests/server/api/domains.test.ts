import { beforeAll, expect, it } from 'vitest';
import { startSilentDnsServer, useDnsServer } from '../../helpers/dns-server.js';
import { describeApi, PASSWORD, startTestApp, useTestApp, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

interface Proof {
  domainId: number;
  name: string;
  state: 'pending' | 'verified' | 'failed';
  reason: string | null;
  found: string[];
  checkedAt: string | null;
  verifiedAt: string | null;
  txtRecord: { name: string; value: string };
  cnameRecord: { name: string; target: string } | null;
}
type TenantBody = { domains: { domainId: number; name: string; verified: boolean }[] };

const TARGET = 'verify.console.test';
const DOMAINS = ['good.a.test', 'wrong.a.test', 'cname.a.test', 'elsewhere.a.test', 'shared.a.test', 'bare.a.test', 'missing.a.test', 'broken.a.test'];
/** A CNAME target of a tenant: its own name under the server's target. */
const TENANT_TARGET = /^tc-[0-9a-f]{16}\.verify\.console\.test$/;

describeApi('domain ownership', () => {
  const dns = useDnsServer();
  const t = useTestApp({
    config: () => ({ dnsServers: [dns.address], dnsTimeoutMs: 500, cnameTarget: TARGET }),
    tenants: [{ name: 'dom-alpha', domains: DOMAINS }, { name: 'dom-beta', domains: ['b.test'] }],
    member: 'dom-member',
  });
  let disabled: string;
  /** Tenant A's own CNAME target, as its proofs show it. */
  let targetA: string;

  const list = (token: string, headers: Record<string, string> = {}) => t.call<Envelope<Proof[]> & ErrorBody>('listDomainProofs', { token, headers });
  const verify = (token: string | undefined, name: string, headers: Record<string, string> = {}) =>
    t.call<Envelope<Proof> & ErrorBody>('verifyDomain', { ...(token !== undefined && { token }), params: { name }, headers });
  const proofOf = async (name: string) => {
    const proof = (await list(t.ownerA)).body.data.find((p) => p.name === name);
    if (!proof) throw new Error(`${name} is not listed`);
    return proof;
  };
  const tenantDomains = async () => (await t.call<Envelope<TenantBody>>('getTenant', { token: t.admin, params: { id: t.a } })).body.data.domains;

  beforeAll(async () => {
    const gone = await t.call<Envelope<{ userId: number }>>('createUser', { token: t.ownerA, body: { username: 'dom-disabled', role: 'member', password: PASSWORD } });
    disabled = await t.login('dom-disabled', PASSWORD);
    await t.call('updateUser', { token: t.ownerA, params: { id: gone.body.data.userId }, body: { enabled: false } });
    targetA = (await list(t.ownerA)).body.data[0]?.cnameRecord?.target ?? '';
    // The zone: a right TXT value is set by the tests once they know it.
    dns.zone.set('good.a.test', {});
    dns.zone.set('_tenant-console.wrong.a.test', { txt: ['tc-somebody-else'] });
    dns.zone.set('wrong.a.test', {});
    dns.zone.set('cname.a.test', { cname: `${targetA}.` });
    dns.zone.set('elsewhere.a.test', { cname: 'lb.other-host.test.' });
    // The server's own target, shared by every tenant: it proves no tenant's claim.
    dns.zone.set('shared.a.test', { cname: `${TARGET}.` });
    dns.zone.set('bare.a.test', {});
    dns.zone.set('broken.a.test', { servfail: true });
    dns.zone.set('_tenant-console.broken.a.test', { servfail: true });
  });

  it('lists each domain as pending with the TXT record to create, and the CNAME alternative to the tenant’s own target', async () => {
    const listed = await list(t.ownerA);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((p) => p.name)).toEqual(DOMAINS);
    expect(targetA).toMatch(TENANT_TARGET);
    for (const proof of listed.body.data) {
      expect(proof).toMatchObject({ state: 'pending', reason: null, found: [], checkedAt: null, verifiedAt: null, provedElsewhereAt: null });
      expect(proof.txtRecord.name).toBe(`_tenant-console.${proof.name}`);
      expect(proof.txtRecord.value).toMatch(/^tc-[0-9a-f]{32}$/);
      expect(proof.cnameRecord).toEqual({ name: proof.name, target: targetA });
    }
    // Another tenant's target is another name.
    const targetB = (await list(t.ownerB)).body.data[0]?.cnameRecord?.target;
    expect(targetB).toMatch(TENANT_TARGET);
    expect(targetB).not.toBe(targetA);
    expect(new Set(listed.body.data.map((p) => p.txtRecord.value)).size).toBe(DOMAINS.length);
    // Stable: the same value on every read.
    expect((await list(t.ownerA)).body.data.map((p) => p.txtRecord.value)).toEqual(listed.body.data.map((p) => p.txtRecord.value));
    expect((await tenantDomains()).every((d) => d.verified === false)).toBe(true);
  });

  it('verifies by the TXT record after a failed try that names what it found, and the tenant marks the domain', async () => {
    const { txtRecord } = await proofOf('good.a.test');
    const first = await verify(t.ownerA, 'good.a.test', { 'accept-language': 'zh' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ state: 'failed', reason: 'noTxtRecord', verifiedAt: null });
    expect(first.body.message).toContain('名称 _tenant-console.good.a.test 下没有 TXT 记录');
    dns.zone.set('_tenant-console.good.a.test', { txt: [txtRecord.value] });
    const second = await verify(t.ownerA, 'good.a.test');
    expect(second.body.data).toMatchObject({ state: 'verified', reason: null, found: [] });
    expect(second.body.message).toBe('Verified: _tenant-console.good.a.test holds the expected value');
    expect(Date.parse(second.body.data.checkedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await tenantDomains()).filter((d) => d.verified).map((d) => d.name)).toEqual(['good.a.test']);
    const listed = await t.call<Envelope<TenantBody[]>>('listTenantsWithDomains', { token: t.admin });
    const alpha = listed.body.data.find((tenant) => tenant.domains.some((d) => d.name === 'good.a.test'));
    expect(alpha?.domains.find((d) => d.name === 'good.a.test')?.verified).toBe(true);
  });

  it('verifies by a CNAME to the tenant’s own target', async () => {
    const answered = await verify(t.ownerA, 'cname.a.test');
    expect(answered.body.data.state).toBe('verified');
    expect(answered.body.message).toBe(`Verified: cname.a.test is a CNAME of ${targetA}`);
  });

  it.each([
    ['wrong.a.test', 'txtMismatch', ['tc-somebody-else'], '_tenant-console.wrong.a.test holds "tc-somebody-else", not the expected value'],
    ['elsewhere.a.test', 'cnameMismatch', ['lb.other-host.test'], 'elsewhere.a.test is a CNAME of lb.other-host.test, not of tc-'],
    ['shared.a.test', 'cnameMismatch', [TARGET], `shared.a.test is a CNAME of ${TARGET}, not of tc-`],
    ['missing.a.test', 'nxdomain', [], 'missing.a.test does not exist in DNS'],
    ['bare.a.test', 'noTxtRecord', [], 'There is no TXT record at _tenant-console.bare.a.test'],
    ['broken.a.test', 'resolverFailed', ['ESERVFAIL'], 'The DNS resolver answered with an error (ESERVFAIL)'],
  ])('fails %s as %s, showing what it found', async (name, reason, found, message) => {
    const answered = await verify(t.ownerA, name);
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ state: 'failed', reason, found });
    expect(answered.body.message).toContain(message);
    expect((await proofOf(name)).reason).toBe(reason);
  });

  it('fails with a timeout when the resolver never answers', async () => {
    const silent = await startSilentDnsServer();
    const slow = await startTestApp({ dnsServers: [silent.address], dnsTimeoutMs: 200 });
    try {
      const token = await slow.adminToken();
      const id = await slow.createTenant('dom-slow', { password: PASSWORD, domains: ['slow.test'] });
      const answered = await slow.call<Envelope<Proof> & ErrorBody>('verifyDomain', { token, params: { name: 'slow.test' }, headers: { 'x-tenant-id': String(id), 'accept-language': 'zh' } });
      expect(answered.body.data).toMatchObject({ state: 'failed', reason: 'timeout', found: [], cnameRecord: null });
      expect(answered.body.message).toBe('DNS 解析器未能及时响应；请稍后再试');
    } finally {
      await slow.close();
      await silent.close();
    }
  });

  it('keeps a proof while the domain stays, forgets it when the domain is removed, and gives a re-added domain a new token', async () => {
    const before = await proofOf('good.a.test');
    expect(before.state).toBe('verified');
    const names = (await tenantDomains()).map((d) => d.name);
    await t.call('updateTenant', { token: t.admin, params: { id: t.a }, body: { remark: 'kept', domains: [...names, 'extra.a.test'] } });
    expect((await proofOf('good.a.test')).state).toBe('verified');
    await t.call('updateTenant', { token: t.admin, params: { id: t.a }, body: { domains: names.filter((n) => n !== 'good.a.test') } });
    expect((await list(t.ownerA)).body.data.some((p) => p.name === 'good.a.test')).toBe(false);
    await t.call('updateTenant', { token: t.admin, params: { id: t.a }, body: { domains: names } });
    const again = await proofOf('good.a.test');
    expect(again).toMatchObject({ state: 'pending', verifiedAt: null });
    expect(again.txtRecord.value).not.toBe(before.txtRecord.value);
    expect((await tenantDomains()).find((d) => d.name === 'good.a.test')?.verified).toBe(false);
  });

  it('audits each check in the tenant\'s log, before → after', async () => {
    await verify(t.ownerA, 'wrong.a.test');
    const events = await t.call<Envelope<{ action: string; target: { type: string; id: string; label: string }; changes: Record<string, unknown> }[]>>('listAuditEvents', {
      token: t.ownerA,
      query: { filter: JSON.stringify({ action: ['domain.verified', 'domain.verificationFailed'] }) },
    });
    const labels = events.body.data.map((event) => `${event.action} ${event.target.label}`);
    expect(labels).toContain('domain.verified good.a.test');
    expect(labels).toContain('domain.verificationFailed wrong.a.test');
    const cname = events.body.data.find((event) => event.target.label === 'cname.a.test');
    expect(cname).toMatchObject({ target: { type: 'tenant', id: String(t.a) }, changes: { state: { before: 'pending', after: 'verified' } } });
  });

  it('refuses a name that is not a domain at name, and a domain of another tenant with 404, without asking DNS', async () => {
    const asked = dns.queries.length;
    const bad = await verify(t.ownerA, 'not_a_domain');
    expect(bad.status).toBe(400);
    expect(bad.body.data?.field).toBe('name');
    const foreign = await verify(t.ownerA, 'b.test', { 'accept-language': 'zh' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 40405, message: "此租户没有域名 'b.test'" });
    expect((await verify(t.ownerA, 'nobody.test')).status).toBe(404);
    expect(dns.queries.length).toBe(asked);
  });

  it('takes the domain in any letter case', async () => {
    const upper = await verify(t.ownerA, 'CNAME.A.TEST');
    expect(upper.status).toBe(200);
    expect(upper.body.data.name).toBe('cname.a.test');
  });

  it('permission matrix: list and verify for every principal', async () => {
    const principals: [string, string | undefined, Record<string, string>][] = [
      ['admin acting in A', t.admin, { 'x-tenant-id': String(t.a) }],
      ['admin in the system tenant', t.admin, {}],
      ['owner of A', t.ownerA, {}],
      ['member of A', t.member, {}],
      ['owner of B', t.ownerB, {}],
      ['disabled user of A', disabled, {}],
      ['no token', undefined, {}],
    ];
    const answered: Record<string, [number, number]> = {};
    for (const [name, token, headers] of principals) {
      const listed = token === undefined ? await t.call('listDomainProofs', { headers }) : await list(token, headers);
      answered[name] = [listed.status, (await verify(token, 'cname.a.test', headers)).status];
    }
    expect(answered).toEqual({
      'admin acting in A': [200, 200],
      'admin in the system tenant': [200, 404],
      'owner of A': [200, 200],
      'member of A': [403, 403],
      'owner of B': [200, 404],
      'disabled user of A': [403, 403],
      'no token': [401, 401],
    });
  });
});
