import { expect, it } from 'vitest';
import type { TenantPolicy, TenantPolicyImpact } from '../../../src/generated/model/index.js';
import { ADMIN_PASSWORD, describeApi, PASSWORD, useTestApp, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

const OFFICE = '203.0.113.7';
const HOME = '198.51.100.20';

describeApi('a tenant’s own policy: where its people call from, and how long their passwords are', () => {
  const t = useTestApp({ tenants: ['pol-a', 'pol-b'], member: 'pol-a-member' });
  const from = (remoteAddress: string) => ({ remoteAddress });
  const policyOf = async (token: string, address = OFFICE) => (await t.call<Envelope<TenantPolicy>>('getTenantPolicy', { token, ...from(address) })).body.data;
  const setPolicy = (token: string, body: Record<string, unknown>, address = OFFICE, headers: Record<string, string> = {}) =>
    t.call<Envelope<TenantPolicy> & ErrorBody>('updateTenantPolicy', { token, body, headers, ...from(address) });
  const OPEN = { ipAllowlist: null, passwordMinLength: null, sessionLifetimeHours: null, idleTimeoutMinutes: null, twoFactorRequiredFor: null, twoFactorGraceDays: null };
  const INSTANCE = { ...OPEN, passwordMinLength: 12, twoFactorGraceDays: 7 };

  it('starts from the instance’s policy, and shows the caller’s own address', async () => {
    const policy = await policyOf(t.ownerB);
    expect(policy).toEqual({ instance: INSTANCE, tenant: OPEN, effective: INSTANCE, yourAddress: OFFICE });
  });

  it('holds the tenant’s people to its allowlist at every call and at sign-in, tokens included, but not administrators', async () => {
    const me = (await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: t.ownerA })).body.data.userId;
    const made = await t.call<Envelope<{ token: string }>>('createApiToken', { token: t.ownerA, params: { id: me }, body: { name: 'pol-token', expiresInDays: 30 } });
    expect(made.status, made.text).toBe(201);
    const { token } = made.body.data;
    const saved = await setPolicy(t.ownerA, { ...OPEN, ipAllowlist: ['203.0.113.0/24', '2001:db8::/32'], passwordMinLength: null });
    expect(saved.status).toBe(200);
    expect(saved.body.data.effective.ipAllowlist).toEqual(['203.0.113.0/24', '2001:db8::/32']);

    expect((await t.call('getCurrentUser', { token: t.ownerA, ...from(OFFICE) })).status).toBe(200);
    expect((await t.call('getCurrentUser', { token: t.ownerA, ...from('2001:db8::1') })).status).toBe(200);
    expect((await t.call('getCurrentUser', { token: t.ownerA, ...from('::ffff:203.0.113.9') })).status).toBe(200);
    const outside = await t.call<ErrorBody>('getCurrentUser', { token: t.ownerA, ...from(HOME), headers: { 'accept-language': 'zh-CN' } });
    expect(outside.status).toBe(403);
    expect(outside.body.code).toBe(40313);
    expect(outside.body.message).toContain(HOME);
    expect(outside.body.message).toMatch(/租户策略/);
    expect((await t.call<ErrorBody>('listUsers', { token, ...from(HOME) })).body.code).toBe(40313);
    expect((await t.call<ErrorBody>('getCurrentUser', { token: t.member, ...from(HOME) })).body.code).toBe(40313);
    const signIn = await t.call<ErrorBody>('login', { body: { username: 'pol-a', password: PASSWORD }, ...from(HOME) });
    expect(signIn.body.code).toBe(40313);
    expect((await t.call('login', { body: { username: 'pol-a', password: PASSWORD }, ...from(OFFICE) })).status).toBe(200);
    // A wrong password learns nothing of the policy.
    expect((await t.call<ErrorBody>('login', { body: { username: 'pol-a', password: 'not-the-password' }, ...from(HOME) })).body.code).toBe(40102);
    // Another tenant, and an administrator acting in this one, are not bound by it.
    expect((await t.call('getCurrentUser', { token: t.ownerB, ...from(HOME) })).status).toBe(200);
    expect((await t.call('listUsers', { token: t.admin, headers: { 'x-tenant-id': String(t.a) }, ...from(HOME) })).status).toBe(200);

    expect((await setPolicy(t.ownerA, OPEN)).status).toBe(200);
    expect((await t.call('getCurrentUser', { token: t.ownerA, ...from(HOME) })).status).toBe(200);
  });

  it('refuses a list that would lock out its author, says so beforehand, and lets an administrator save it', async () => {
    const list = { ...OPEN, ipAllowlist: ['192.0.2.0/24'], passwordMinLength: null };
    const impact = await t.call<Envelope<TenantPolicyImpact>>('checkTenantPolicy', { token: t.ownerA, body: list, ...from(OFFICE) });
    expect(impact.body.data).toEqual({ yourAddress: OFFICE, yourAddressAllowed: false, boundByAllowlist: true, sessionsOutside: expect.any(Number), sessionsEnding: 0, withoutTwoFactor: 0 });
    expect(impact.body.data.sessionsOutside).toBeGreaterThan(0);

    const refused = await setPolicy(t.ownerA, list, OFFICE, { 'accept-language': 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 40931, data: { field: 'ipAllowlist' } });
    expect(refused.body.message).toBe(`Your own address ${OFFICE} is outside this list: saving it would lock you out`);
    expect((await policyOf(t.ownerA)).tenant.ipAllowlist).toBeNull();

    const byAdmin = await t.call<Envelope<TenantPolicy>>('updateTenantPolicy', { token: t.admin, headers: { 'x-tenant-id': String(t.a) }, body: list, ...from(OFFICE) });
    expect(byAdmin.status).toBe(200);
    expect((await t.call<ErrorBody>('getCurrentUser', { token: t.ownerA, ...from(OFFICE) })).body.code).toBe(40313);
    expect((await t.call('updateTenantPolicy', { token: t.admin, headers: { 'x-tenant-id': String(t.a) }, body: OPEN })).status).toBe(200);
  });

  it('does not bind an administrator acting as the owner, and says so before saving', async () => {
    const ownerId = (await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: t.ownerB })).body.data.userId;
    const started = await t.call<Envelope<{ token: string }>>('startImpersonation', { token: t.admin, body: { userId: ownerId, reason: 'Ticket 52: the owner is locked out' } });
    expect(started.status).toBe(201);
    const acting = started.body.data.token;
    expect((await t.call('updateTenantPolicy', { token: t.admin, headers: { 'x-tenant-id': String(t.b) }, body: { ...OPEN, ipAllowlist: ['192.0.2.0/24'], passwordMinLength: null } })).status).toBe(200);
    expect((await t.call<ErrorBody>('getCurrentUser', { token: t.ownerB, ...from(HOME) })).body.code).toBe(40313);
    expect((await t.call('getCurrentUser', { token: acting, ...from(HOME) })).status).toBe(200);
    const impact = await t.call<Envelope<TenantPolicyImpact>>('checkTenantPolicy', { token: acting, body: { ...OPEN, ipAllowlist: ['192.0.2.0/24'], passwordMinLength: null }, ...from(HOME) });
    expect(impact.body.data).toMatchObject({ yourAddress: HOME, yourAddressAllowed: false, boundByAllowlist: false });
    expect((await t.call('updateTenantPolicy', { token: t.admin, headers: { 'x-tenant-id': String(t.b) }, body: OPEN })).status).toBe(200);
  });

  it('ends a session of the tenant’s people older than its lifetime, or idle longer than its timeout, at its next call, saying which; never an administrator’s', async () => {
    const HOUR_MS = 3600 * 1000;
    const signedIn = async () => t.login('pol-b', PASSWORD);
    const age = (token: string, column: 'created_at' | 'last_seen_at', ms: number) =>
      t.app.database.db
        .updateTable('sessions')
        .set({ [column]: new Date(Date.now() - ms).toISOString() })
        .where('session_id', '=', t.app.database.db.selectFrom('sessions').select('session_id').orderBy('session_id', 'desc').limit(1))
        .execute()
        .then(() => token);
    const old = await age(await signedIn(), 'created_at', 9 * HOUR_MS);
    const fresh = await signedIn();
    const adminOld = await age(await t.login('admin', ADMIN_PASSWORD), 'created_at', 9 * HOUR_MS);
    const endingUnder = async (settings: Record<string, unknown>) =>
      (await t.call<Envelope<TenantPolicyImpact>>('checkTenantPolicy', { token: t.ownerB, body: { ...OPEN, ...settings } })).body.data.sessionsEnding;
    // Said beforehand: the one session of the tenant's people over 8 hours old (not the administrator's).
    expect(await endingUnder({ sessionLifetimeHours: 8 })).toBe(1);
    expect(await endingUnder({ sessionLifetimeHours: 10 })).toBe(0);
    expect((await setPolicy(t.ownerB, { ...OPEN, sessionLifetimeHours: 8 })).status).toBe(200);
    const ended = await t.call<ErrorBody>('getCurrentUser', { token: old, headers: { 'accept-language': 'zh-CN' } });
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe(40103);
    expect(ended.body.message).toMatch(/8 小时/);
    // Ended for good: the next call says it was ended, as for any session ended.
    expect((await t.call<ErrorBody>('getCurrentUser', { token: old })).body.code).toBe(40103);
    expect((await t.call('getCurrentUser', { token: fresh })).status).toBe(200);
    expect((await t.call('getCurrentUser', { token: adminOld })).status).toBe(200);

    const idle = await age(await signedIn(), 'last_seen_at', 2 * HOUR_MS);
    expect(await endingUnder({ idleTimeoutMinutes: 60 })).toBe(1);
    expect(await endingUnder({ idleTimeoutMinutes: 180 })).toBe(0);
    expect((await setPolicy(t.ownerB, { ...OPEN, idleTimeoutMinutes: 60 })).status).toBe(200);
    const idleEnded = await t.call<ErrorBody>('getCurrentUser', { token: idle });
    expect(idleEnded.body.code).toBe(40103);
    expect(idleEnded.body.message).toBe("Your session went without a call for longer than the 60 minutes the tenant's policy allows: sign in again");
    expect((await t.call('getCurrentUser', { token: fresh })).status).toBe(200);
    expect((await setPolicy(t.ownerB, OPEN)).status).toBe(200);
  });

  it('refuses what is no network, naming the entry, and members, changing nothing', async () => {
    const wrong = await setPolicy(t.ownerB, { ...OPEN, ipAllowlist: ['203.0.113.0/24', '203.0.113.0/33'], passwordMinLength: null }, OFFICE, { 'accept-language': 'zh-CN' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 40000, data: { field: 'ipAllowlist[1]' } });
    expect(wrong.body.message).toContain('203.0.113.0/33');
    for (const body of [{ ...OPEN, ipAllowlist: [], passwordMinLength: null }, { ...OPEN, ipAllowlist: null, passwordMinLength: 8 }, { ...OPEN, ipAllowlist: ['not an address'], passwordMinLength: null }, { ipAllowlist: null, passwordMinLength: 16 }]) {
      expect((await setPolicy(t.ownerB, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await setPolicy(t.member, OPEN)).status).toBe(403);
    expect((await t.call('getTenantPolicy', { token: t.member })).status).toBe(403);
    expect((await policyOf(t.ownerB)).tenant).toEqual(OPEN);
  });

  it('asks the tenant’s people for passwords as long as its policy says, from their next change, and records each change of the policy', async () => {
    expect((await setPolicy(t.ownerB, { ...OPEN, ipAllowlist: null, passwordMinLength: 20 })).status).toBe(200);
    const short = 'fifteen-chars!!';
    const created = await t.call<ErrorBody>('createUser', { token: t.ownerB, body: { username: 'pol-b-short', role: 'member', password: short } });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ data: { field: 'password' } });
    expect(created.body.message).toContain('20');
    const changed = await t.call<ErrorBody>('changePassword', { token: t.ownerB, body: { currentPassword: PASSWORD, newPassword: short } });
    expect(changed.body.data).toMatchObject({ field: 'newPassword' });
    // Another tenant's owner is held to the instance's 12 only.
    expect((await t.call('createUser', { token: t.ownerA, body: { username: 'pol-a-short', role: 'member', password: short } })).status).toBe(201);

    const events = (await t.call<Envelope<{ actor: { username: string }; changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.admin, query: { filter: JSON.stringify({ action: 'tenant.policyChanged', targetId: String(t.b) }) } })).body.data;
    expect(events[0]?.changes).toEqual({ passwordMinLength: { before: null, after: 20 } });
    expect(events[0]?.actor.username).toBe('pol-b');
    expect((await setPolicy(t.ownerB, OPEN)).status).toBe(200);
  });
});

describeApi('the instance’s policy, which every tenant has unless it sets its own (POLICY_* settings)', () => {
  const instancePolicy = { ipAllowlist: null, passwordMinLength: 16, sessionLifetimeHours: 8, idleTimeoutMinutes: null, twoFactorRequiredFor: null, twoFactorGraceDays: 7 };
  const t = useTestApp({ config: { instancePolicy }, tenants: ['inst-a'], member: 'inst-a-member' });
  const OPEN = { ipAllowlist: null, passwordMinLength: null, sessionLifetimeHours: null, idleTimeoutMinutes: null };

  it('shows the instance’s settings as what holds, asks its password length, ends its people’s sessions past its lifetime, and lets a tenant override them', async () => {
    const policy = (await t.call<Envelope<TenantPolicy>>('getTenantPolicy', { token: t.ownerA })).body.data;
    expect(policy.instance).toEqual(instancePolicy);
    expect(policy.effective).toEqual(instancePolicy);

    const me = (await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: t.member })).body.data.userId;
    const short = await t.call<ErrorBody>('changePassword', { token: t.member, body: { currentPassword: PASSWORD, newPassword: 'fifteen-chars-x' }, headers: { 'accept-language': 'en' } });
    expect(short.status).toBe(400);
    expect(short.body.data).toMatchObject({ field: 'newPassword' });
    expect(short.body.message).toContain('16');

    const old = await t.login('inst-a-member', PASSWORD);
    await t.app.database.db.updateTable('sessions').set({ created_at: new Date(Date.now() - 9 * 3600_000).toISOString() }).where('user_id', '=', me).execute();
    expect((await t.call<ErrorBody>('getCurrentUser', { token: old })).body.code).toBe(40103);

    // The tenant's own lifetime holds over the instance's.
    const fresh = await t.login('inst-a-member', PASSWORD);
    expect((await t.call('updateTenantPolicy', { token: t.ownerA, body: { ...OPEN, sessionLifetimeHours: 24 } })).status).toBe(200);
    await t.app.database.db.updateTable('sessions').set({ created_at: new Date(Date.now() - 9 * 3600_000).toISOString() }).where('user_id', '=', me).execute();
    expect((await t.call('getCurrentUser', { token: fresh })).status).toBe(200);
    // What holds: the instance's settings, with the tenant's own lifetime.
    expect((await t.call<Envelope<TenantPolicy>>('getTenantPolicy', { token: t.ownerA })).body.data.effective).toEqual({ ...instancePolicy, sessionLifetimeHours: 24 });
  });
});
