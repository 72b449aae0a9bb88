import { expect, it } from 'vitest';
import type { DomainProof } from '../../../src/generated/model/index.js';
import { describeApi, useTestApp, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

describeApi('owners add and remove their own domains', () => {
  const t = useTestApp({ tenants: [{ name: 'own-alpha', domains: ['first.alpha.test'] }, { name: 'own-beta', domains: ['beta.test'] }], member: 'own-member' });

  const add = (token: string | undefined, name: string, headers: Record<string, string> = {}) =>
    t.call<Envelope<DomainProof> & ErrorBody>('addDomain', { ...(token !== undefined && { token }), body: { name }, headers });
  const remove = (token: string | undefined, name: string, headers: Record<string, string> = {}) =>
    t.call<ErrorBody>('removeDomain', { ...(token !== undefined && { token }), params: { name }, headers });
  const names = async (token: string) => (await t.call<Envelope<DomainProof[]>>('listDomainProofs', { token })).body.data.map((proof) => proof.name);

  it('adds a domain, stored lower-case in punycode, starting pending with its TXT record; audited as a change of the tenant', async () => {
    const added = await add(t.ownerA, 'Shop.例子.test');
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'shop.xn--fsqu00a.test', state: 'pending', verifiedAt: null, txtRecord: { name: '_tenant-console.shop.xn--fsqu00a.test' } });
    expect(await names(t.ownerA)).toEqual(['first.alpha.test', 'shop.xn--fsqu00a.test']);
    const events = await t.call<Envelope<{ actor: { username: string }; changes: Record<string, unknown> }[]>>('listAuditEvents', {
      token: t.admin,
      query: { filter: JSON.stringify({ action: 'tenant.updated', targetId: String(t.a) }) },
    });
    expect(events.body.data[0]).toMatchObject({ actor: { username: 'own-alpha' }, changes: { domains: { before: ['first.alpha.test'], after: ['first.alpha.test', 'shop.xn--fsqu00a.test'] } } });
  });

  it('refuses a domain the tenant has already, in any case (409 at name), and a malformed one (400 at name), in the language asked for', async () => {
    for (const [name, status, code] of [['FIRST.alpha.test', 409, 40930], ['not a domain', 400, 40000], ['localhost', 400, 40000]] as const) {
      const refused = await add(t.ownerA, name, { 'accept-language': 'zh' });
      expect([name, refused.status, refused.body.code, refused.body.data?.field]).toEqual([name, status, code, 'name']);
      expect(refused.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const english = await add(t.ownerA, 'first.alpha.test');
    expect(english.body.message).toBe("The domain 'first.alpha.test' is a domain of this tenant already");
    expect(await names(t.ownerA)).toEqual(['first.alpha.test', 'shop.xn--fsqu00a.test']);
  });

  it('removes a domain of the acting tenant only; another tenant’s or an unknown one answers 404', async () => {
    await add(t.ownerA, 'gone.alpha.test');
    expect((await remove(t.ownerA, 'GONE.alpha.test')).status).toBe(204);
    expect(await names(t.ownerA)).not.toContain('gone.alpha.test');
    const foreign = await remove(t.ownerA, 'beta.test');
    expect([foreign.status, foreign.body.code]).toEqual([404, 40405]);
    expect(await names(t.ownerB)).toEqual(['beta.test']);
    // Removed, the name is free for anyone.
    expect((await add(t.ownerB, 'gone.alpha.test')).status).toBe(201);
  });

  it('permission matrix: owners and administrators acting in the tenant; members 403; no token 401', async () => {
    const asAdminInA = { 'x-tenant-id': String(t.a) };
    expect((await add(t.admin, 'admin.alpha.test', asAdminInA)).status).toBe(201);
    expect((await remove(t.admin, 'admin.alpha.test', asAdminInA)).status).toBe(204);
    expect((await add(t.member, 'member.alpha.test')).status).toBe(403);
    expect((await remove(t.member, 'first.alpha.test')).status).toBe(403);
    expect((await add(undefined, 'anon.alpha.test')).status).toBe(401);
    expect((await remove(undefined, 'first.alpha.test')).status).toBe(401);
    // A non-administrator naming another tenant is refused before anything.
    expect((await add(t.ownerB, 'cross.alpha.test', asAdminInA)).body.code).toBe(40302);
    expect(await names(t.ownerA)).toEqual(expect.arrayContaining(['first.alpha.test']));
    expect(await names(t.ownerA)).not.toContain('member.alpha.test');
  });
});
