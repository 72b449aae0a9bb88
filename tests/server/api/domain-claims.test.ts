import { beforeAll, expect, it } from 'vitest';
import type { AuditEvent, DomainProof, Tenant } from '../../../src/generated/model/index.js';
import { uniqueViolationOn } from '../../../server/src/db/unique-violation.js';
import { useDnsServer } from '../../helpers/dns-server.js';
import { describeApi, PASSWORD, useTestApp, type ApiResponse, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

type ProofAnswer = ApiResponse<Envelope<DomainProof> & ErrorBody>;

const TARGET = 'verify.claims.test';
/** Where tenant B's owner calls from, which no other tenant may learn. */
const B_ORIGIN = { remoteAddress: '203.0.113.9', headers: { 'user-agent': 'beta-browser/1.0' } };

describeApi('domain claims: several tenants may claim a name, proof decides', () => {
  const dns = useDnsServer();
  const t = useTestApp({ config: () => ({ dnsServers: [dns.address], dnsTimeoutMs: 500, cnameTarget: TARGET }) });
  const ids = { a: 0, b: 0, c: 0, d: 0 };
  const owners = { a: '', b: '', c: '' };

  const add = (token: string, name: string, origin: { remoteAddress?: string; headers?: Record<string, string> } = {}): Promise<ProofAnswer> =>
    t.call('addDomain', { token, body: { name }, ...origin });
  const verify = (token: string, name: string, origin: { remoteAddress?: string; headers?: Record<string, string> } = {}): Promise<ProofAnswer> =>
    t.call('verifyDomain', { token, params: { name }, ...origin });
  const proofs = async (token: string) => (await t.call<Envelope<DomainProof[]>>('listDomainProofs', { token })).body.data;
  const proofOf = async (token: string, name: string) => {
    const proof = (await proofs(token)).find((each) => each.name === name);
    if (!proof) throw new Error(`${name} is not claimed`);
    return proof;
  };
  const tenant = async (id: number) => (await t.call<Envelope<Tenant>>('getTenant', { token: t.admin, params: { id } })).body.data;
  const verifiedIn = async (id: number, name: string) => (await tenant(id)).domains.find((domain) => domain.name === name)?.verified;
  const eventsOf = async (token: string, action: string) =>
    (await t.call<Envelope<AuditEvent[]>>('listAuditEvents', { token, query: { filter: JSON.stringify({ action }) } })).body.data;
  /** The TXT record of `name` holds these claims' values, as the domain's DNS provider was told. */
  const publish = async (name: string, tokens: string[]) => {
    const values = await Promise.all(tokens.map(async (token) => (await proofOf(token, name)).txtRecord.value));
    dns.zone.set(name, {});
    dns.zone.set(`_tenant-console.${name}`, { txt: values });
  };
  /** An answer with what differs between any two claims (the name, its id and its TXT value, the tenant's target) left out. */
  const sameForAnyName = (answer: ProofAnswer) => ({
    status: answer.status,
    body: { ...answer.body, data: { ...answer.body.data, domainId: 0, name: '', txtRecord: { name: '', value: '' }, cnameRecord: null } },
  });

  beforeAll(async () => {
    for (const key of ['a', 'b', 'c'] as const) {
      ids[key] = await t.createTenant(`claim-${key}`, { password: PASSWORD });
      owners[key] = await t.login(`claim-${key}`, PASSWORD);
    }
    ids.d = await t.createTenant('claim-d');
  });

  it('answers an owner claiming a name another tenant claims unproved exactly as a free name, with nothing of that tenant in it', async () => {
    await add(owners.a, 'pending.claims.test');
    const free = await add(owners.b, 'free.claims.test', B_ORIGIN);
    const claimed = await add(owners.b, 'PENDING.claims.test', B_ORIGIN);
    expect(claimed.status).toBe(201);
    expect(sameForAnyName(claimed)).toEqual(sameForAnyName(free));
    expect(claimed.body.data).toMatchObject({ name: 'pending.claims.test', state: 'pending', verifiedAt: null, provedElsewhereAt: null });
    const ofA = await proofOf(owners.a, 'pending.claims.test');
    expect(claimed.body.data.txtRecord.value).not.toBe(ofA.txtRecord.value);
    expect(claimed.body.data.cnameRecord?.target).not.toBe(ofA.cnameRecord?.target);
    expect(claimed.text).not.toContain(ofA.txtRecord.value);
    // B's own log says what B did, and nothing of A.
    const logOfB = JSON.stringify(await eventsOf(owners.b, 'tenant.updated'));
    expect(logOfB).toContain('pending.claims.test');
    expect(logOfB).not.toContain('claim-a');
  });

  it('answers the same when another tenant holds the name verified, and leaves that tenant verified', async () => {
    await add(owners.a, 'held.claims.test');
    await publish('held.claims.test', [owners.a]);
    expect((await verify(owners.a, 'held.claims.test')).body.data.state).toBe('verified');
    const free = await add(owners.b, 'free-too.claims.test');
    const claimed = await add(owners.b, 'held.claims.test');
    expect(sameForAnyName(claimed)).toEqual(sameForAnyName(free));
    expect((await proofOf(owners.b, 'held.claims.test')).state).toBe('pending');
    expect((await proofOf(owners.a, 'held.claims.test')).state).toBe('verified');
  });

  it('lets the owner add and prove a name other tenants claimed first: a claim not proved blocks nobody', async () => {
    const name = 'first-b.claims.test';
    await add(owners.b, name);
    await add(owners.c, name);
    expect((await add(owners.a, name)).status).toBe(201);
    await publish(name, [owners.a]);
    const proved = await verify(owners.a, name);
    expect([proved.status, proved.body.data.state]).toEqual([200, 'verified']);
    // The others never held it verified: they are as they were, and cannot prove it with A's record.
    expect(await proofOf(owners.b, name)).toMatchObject({ state: 'pending', provedElsewhereAt: null });
    const tried = await verify(owners.c, name);
    expect(tried.body.data).toMatchObject({ state: 'failed', reason: 'txtMismatch' });
    expect(await verifiedIn(ids.a, name)).toBe(true);
  });

  it('moves the verification to a tenant that proves a name another held: that tenant’s claim returns to pending, told why by nobody it could name', async () => {
    const name = 'moved.claims.test';
    await add(owners.a, name);
    await publish(name, [owners.a]);
    await verify(owners.a, name);
    await add(owners.b, name);
    // The domain's DNS now says B.
    await publish(name, [owners.b]);
    const proved = await verify(owners.b, name, B_ORIGIN);
    expect([proved.status, proved.body.data.state]).toEqual([200, 'verified']);
    expect(proved.body.message).toBe(`Verified: _tenant-console.${name} holds the expected value`);

    const ofA = await proofOf(owners.a, name);
    expect(ofA).toMatchObject({ state: 'pending', reason: null, found: [], verifiedAt: null });
    expect(Date.parse(ofA.provedElsewhereAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect([await verifiedIn(ids.a, name), await verifiedIn(ids.b, name)]).toEqual([false, true]);

    const [moved, ...more] = (await eventsOf(owners.a, 'domain.verificationMoved')).filter((event) => event.target.label === name);
    expect(more).toEqual([]);
    expect(moved).toMatchObject({
      actor: { userId: null, username: 'system', isAdmin: false },
      tenantId: ids.a,
      target: { type: 'tenant', id: String(ids.a), label: name },
      changes: { state: { before: 'verified', after: 'pending' } },
      clientAddress: '',
      userAgent: '',
    });
    const logOfA = JSON.stringify(await t.call('listAuditEvents', { token: owners.a }));
    for (const trace of ['claim-b', B_ORIGIN.remoteAddress, 'beta-browser']) expect(logOfA).not.toContain(trace);
    const [verifiedByB] = (await eventsOf(owners.b, 'domain.verified')).filter((event) => event.target.label === name);
    expect(verifiedByB).toMatchObject({ actor: { username: 'claim-b' }, tenantId: ids.b, changes: { state: { before: 'pending', after: 'verified' } } });
    // Both events are of one request, which administrators can follow from one to the other.
    expect(moved?.requestId).toBe(verifiedByB?.requestId);

    // A checks again: its record is gone from DNS, and the mark of the move with it.
    const again = await verify(owners.a, name);
    expect(again.body.data).toMatchObject({ state: 'failed', reason: 'txtMismatch', provedElsewhereAt: null });
    expect(await verifiedIn(ids.b, name)).toBe(true);
    // Both values published: the last proof takes it back.
    await publish(name, [owners.a, owners.b]);
    expect((await verify(owners.a, name)).body.data.state).toBe('verified');
    expect(await proofOf(owners.b, name)).toMatchObject({ state: 'pending', verifiedAt: null });
    expect((await proofOf(owners.b, name)).provedElsewhereAt).not.toBeNull();
  });

  it('takes a CNAME as proof only for the tenant whose own target it names; the server’s shared target proves nobody', async () => {
    const name = 'cname.claims.test';
    await add(owners.a, name);
    await add(owners.b, name);
    const targetOfA = (await proofOf(owners.a, name)).cnameRecord?.target ?? '';
    dns.zone.set(name, { cname: `${targetOfA}.` });
    const byB = await verify(owners.b, name);
    expect(byB.body.data).toMatchObject({ state: 'failed', reason: 'cnameMismatch', found: [targetOfA] });
    expect((await verify(owners.a, name)).body.data.state).toBe('verified');

    dns.zone.set(name, { cname: `${TARGET}.` });
    await add(owners.c, name);
    expect((await verify(owners.c, name)).body.data).toMatchObject({ state: 'failed', reason: 'cnameMismatch', found: [TARGET] });
    expect(await verifiedIn(ids.a, name)).toBe(true);
  });

  it('keeps at most one verified claim of a name in the database, whoever writes to it', async () => {
    const name = 'moved.claims.test';
    const second = t.app.database.db
      .updateTable('domains')
      .set({ proof_state: 'verified', verified_at: new Date().toISOString() })
      .where('name', '=', name)
      .where('proof_state', '!=', 'verified')
      .execute();
    const error: unknown = await second.then(() => undefined, (failure: unknown) => failure);
    expect(uniqueViolationOn(error)).toBe('verifiedDomain');
    const holders = (await Promise.all([ids.a, ids.b].map((id) => verifiedIn(id, name)))).filter(Boolean);
    expect(holders).toHaveLength(1);
  });

  it('answers two tenants proving one name at once, and one of them holds it', async () => {
    const name = 'race.claims.test';
    await add(owners.a, name);
    await add(owners.b, name);
    await publish(name, [owners.a, owners.b]);
    const answers = await Promise.all([verify(owners.a, name), verify(owners.b, name)]);
    expect(answers.map((answer) => [answer.status, answer.body.data.state])).toEqual([
      [200, 'verified'],
      [200, 'verified'],
    ]);
    const marks = [await verifiedIn(ids.a, name), await verifiedIn(ids.b, name)];
    expect(marks.filter(Boolean)).toHaveLength(1);
    const loser = marks[0] ? owners.b : owners.a;
    expect((await eventsOf(loser, 'domain.verificationMoved')).some((event) => event.target.label === name)).toBe(true);
  });

  it('shows administrators every claim: each tenant lists it, one marked verified; search and export find every claimant', async () => {
    const name = 'first-b.claims.test';
    const [a, b, c] = await Promise.all([tenant(ids.a), tenant(ids.b), tenant(ids.c)]);
    expect([a, b, c].map((each) => each.domains.find((domain) => domain.name === name)?.verified)).toEqual([true, false, false]);

    const everyTenant = (await t.call<Envelope<Tenant[]>>('listTenantsWithDomains', { token: t.admin })).body.data;
    const claims = everyTenant.flatMap((each) => each.domains.filter((domain) => domain.name === name).map((domain) => ({ tenantId: each.tenantId, verified: domain.verified })));
    expect(claims).toEqual([
      { tenantId: ids.a, verified: true },
      { tenantId: ids.b, verified: false },
      { tenantId: ids.c, verified: false },
    ]);

    const found = await t.call<Envelope<Tenant[]>>('listTenantsWithDomains', { token: t.admin, query: { filter: JSON.stringify({ q: 'first-b.claims' }), range: '[0,24]' } });
    expect(found.body.data.map((each) => each.tenantId)).toEqual([ids.a, ids.b, ids.c]);
    const exported = await t.call<string>('exportTenants', { token: t.admin, query: { filter: JSON.stringify({ q: 'first-b.claims' }) } });
    expect(exported.text.split('\r\n').filter((line) => line.includes(name))).toHaveLength(3);
  });

  it('tells an administrator that another tenant holds a name verified, in either language, and adds a name only claimed elsewhere', async () => {
    for (const [language, message] of [
      ['en', "The domain 'first-b.claims.test' is verified by another tenant"],
      ['zh', "域名 'first-b.claims.test' 已由其他租户验证"],
    ] as const) {
      const refused = await t.call<ErrorBody>('updateTenant', {
        token: t.admin,
        params: { id: ids.d },
        body: { domains: ['own.claims.test', 'FIRST-B.claims.test'] },
        headers: { 'accept-language': language },
      });
      expect([refused.status, refused.body.code, refused.body.data?.field, refused.body.message]).toEqual([409, 40901, 'domains[1]', message]);
    }
    expect((await tenant(ids.d)).domains).toEqual([]);

    const created = await t.call<ErrorBody>('createTenant', {
      token: t.admin,
      body: { username: 'claim-e', domains: ['first-b.claims.test'], owner: { username: 'claim-e-owner', email: 'claim-e@example.com' } },
    });
    expect([created.status, created.body.code, created.body.data?.field]).toEqual([409, 40901, 'domains[0]']);

    const added = await t.call<Envelope<Tenant>>('updateTenant', { token: t.admin, params: { id: ids.d }, body: { domains: ['pending.claims.test'] } });
    expect(added.status).toBe(200);
    expect(added.body.data.domains).toEqual([expect.objectContaining({ name: 'pending.claims.test', verified: false })]);
  });
});
