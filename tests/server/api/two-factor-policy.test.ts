import { expect, it } from 'vitest';
import type { CurrentUser, LoginSession, TenantPolicy, TenantPolicyImpact } from '../../../src/generated/model/index.js';
import { authenticatorCode, secretOfUri } from '../../helpers/authenticator.js';
import { describeApi, PASSWORD, useTestApp, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

const DAY_MS = 24 * 3600 * 1000;

describeApi('a tenant that requires two-factor sign-in: a grace period, then enrolment before anything else', () => {
  const t = useTestApp({ tenants: ['tfp-a', 'tfp-b'], member: 'tfp-a-member' });
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;
  const OPEN = { ipAllowlist: null, passwordMinLength: null, sessionLifetimeHours: null, idleTimeoutMinutes: null };
  const require2fa = (token: string, twoFactorRequiredFor: string | null, twoFactorGraceDays: number | null, headers: Record<string, string> = {}) =>
    t.call<Envelope<TenantPolicy> & ErrorBody>('updateTenantPolicy', { token, headers, body: { ...OPEN, twoFactorRequiredFor, twoFactorGraceDays } });
  const me = async (token: string) => (await t.call<Envelope<CurrentUser>>('getCurrentUser', { token })).body.data;
  /** A call every person may make: their own sessions. */
  const ownSessions = (token: string, headers: Record<string, string> = {}) => t.call<ErrorBody>('listSessions', { token, headers });
  const newMember = async (owner: string, role: 'member' | 'owner' = 'member') => {
    const username = unique('tfp');
    const made = await t.call<Envelope<{ userId: number }>>('createUser', { token: owner, body: { username, role, password: PASSWORD } });
    if (made.status !== 201) throw new Error(made.text);
    return { username, userId: made.body.data.userId };
  };
  const signIn = async (username: string) => {
    const answer = await t.call<Envelope<LoginSession>>('login', { body: { username, password: PASSWORD } });
    if (answer.status !== 200) throw new Error(answer.text);
    return answer.body.data;
  };
  const enrol = async (token: string) => {
    const started = await t.call<Envelope<{ otpauthUri: string; enrolment: string }>>('startTwoFactorEnrolment', { token });
    expect(started.status, started.text).toBe(200);
    const code = await authenticatorCode(secretOfUri(started.body.data.otpauthUri));
    const confirmed = await t.call('confirmTwoFactor', { token, body: { enrolment: started.body.data.enrolment, code } });
    expect(confirmed.status, confirmed.text).toBe(200);
  };
  const overdue = (userId: number) =>
    t.app.database.db.updateTable('users').set({ two_factor_due_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', userId).execute();

  it('says beforehand how many people it covers lack it, and records the change', async () => {
    const before = await t.call<Envelope<TenantPolicyImpact>>('checkTenantPolicy', { token: t.ownerA, body: { ...OPEN, twoFactorRequiredFor: 'members', twoFactorGraceDays: 0 } });
    expect(before.body.data.withoutTwoFactor).toBe(1);
    const all = await t.call<Envelope<TenantPolicyImpact>>('checkTenantPolicy', { token: t.ownerA, body: { ...OPEN, twoFactorRequiredFor: 'all', twoFactorGraceDays: 0 } });
    expect(all.body.data.withoutTwoFactor).toBe(2);
    // Left out, the requirement is the tenant's current one: none.
    expect((await t.call<Envelope<TenantPolicyImpact>>('checkTenantPolicy', { token: t.ownerA, body: OPEN })).body.data.withoutTwoFactor).toBe(0);

    const saved = await require2fa(t.ownerA, 'members', 3);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.tenant).toMatchObject({ twoFactorRequiredFor: 'members', twoFactorGraceDays: 3 });
    expect(saved.body.data.effective).toMatchObject({ twoFactorRequiredFor: 'members', twoFactorGraceDays: 3 });
    expect(saved.body.data.instance).toMatchObject({ twoFactorRequiredFor: null, twoFactorGraceDays: 7 });
    const events = (await t.call<Envelope<{ changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.admin, query: { filter: JSON.stringify({ action: 'tenant.policyChanged', targetId: String(t.a) }) } })).body.data;
    expect(events[0]?.changes).toEqual({ twoFactorRequiredFor: { before: null, after: 'members' }, twoFactorGraceDays: { before: null, after: 3 } });

    // A client from before 1.3.0 sends the four older fields only: the requirement stays.
    const older = await t.call<Envelope<TenantPolicy>>('updateTenantPolicy', { token: t.ownerA, body: { ...OPEN, passwordMinLength: 14 } });
    expect(older.body.data.tenant).toMatchObject({ passwordMinLength: 14, twoFactorRequiredFor: 'members', twoFactorGraceDays: 3 });
    expect((await require2fa(t.ownerA, null, null)).status).toBe(200);
  });

  it('gives whoever was signed in the grace period from the day it is set, then lets them only read themselves, enrol and sign out', async () => {
    expect((await require2fa(t.ownerA, 'members', 0)).status).toBe(200);
    const refused = await ownSessions(t.member, { 'accept-language': 'zh-CN' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(40314);
    expect(refused.body.message).toMatch(/两步验证/);
    const self = await me(t.member);
    expect(self.twoFactorEnabled).toBe(false);
    expect(Date.parse(self.twoFactorDueAt ?? '')).toBeLessThanOrEqual(Date.now());
    // The owner is not a member: nothing is asked of them.
    expect((await ownSessions(t.ownerA)).status).toBe(200);
    expect((await me(t.ownerA)).twoFactorDueAt).toBeNull();

    await enrol(t.member);
    expect((await ownSessions(t.member)).status).toBe(200);
    expect((await me(t.member)).twoFactorDueAt).toBeNull();
    // Required of them, it cannot be turned off (before any proof is checked).
    const off = await t.call<ErrorBody>('disableTwoFactor', { token: t.member, body: { password: PASSWORD }, headers: { 'accept-language': 'en' } });
    expect(off.status).toBe(409);
    expect(off.body.code).toBe(40932);
    expect(off.body.message).toMatch(/cannot be turned off/);

    // Lifted, it can.
    expect((await require2fa(t.ownerA, null, null)).status).toBe(200);
    expect((await t.call('disableTwoFactor', { token: t.member, body: { password: PASSWORD } })).status).toBe(200);
  });

  it('starts a newcomer’s grace period at their first sign-in under it and sends them to enrolment at each sign-in until it ends', async () => {
    expect((await require2fa(t.ownerA, 'all', 7)).status).toBe(200);
    const { username, userId } = await newMember(t.ownerA);
    const first = await signIn(username);
    const due = Date.parse(first.twoFactorDueAt ?? '');
    expect(due).toBeGreaterThan(Date.now() + 6.9 * DAY_MS);
    expect(due).toBeLessThan(Date.now() + 7.1 * DAY_MS);
    // Within it, every call answers; signing in again keeps the same date.
    expect((await ownSessions(first.token)).status).toBe(200);
    expect((await signIn(username)).twoFactorDueAt).toBe(first.twoFactorDueAt);

    const token = await t.call<Envelope<{ token: string }>>('createApiToken', { token: first.token, params: { id: userId }, body: { name: 'tfp', expiresInDays: 30 } });
    expect(token.status, token.text).toBe(201);
    await overdue(userId);
    expect((await ownSessions(first.token)).body.code).toBe(40314);
    // Its API tokens stop with it: the policy holds at every call, whatever the credential.
    expect((await t.call<ErrorBody>('listUsers', { token: token.body.data.token })).body.code).toBe(40314);
    // Signing in still works, and says by when it was due.
    const late = await signIn(username);
    expect(Date.parse(late.twoFactorDueAt ?? '')).toBeLessThan(Date.now());
    expect((await t.call('signOut', { token: late.token })).status).toBe(204);
    expect((await require2fa(t.ownerA, null, null)).status).toBe(200);
    expect((await ownSessions(first.token)).status).toBe(200);
  });

  it('binds neither administrators, acting as an owner or not, nor service accounts, nor another tenant', async () => {
    expect((await require2fa(t.ownerB, 'all', 0)).status).toBe(200);
    const ownerB = (await me(t.ownerB)).userId;
    expect((await ownSessions(t.ownerB)).body.code).toBe(40314);
    const started = await t.call<Envelope<{ token: string }>>('startImpersonation', { token: t.admin, body: { userId: ownerB, reason: 'Ticket 52: the owner lost their phone' } });
    expect(started.status, started.text).toBe(201);
    const acting = started.body.data.token;
    expect((await t.call('listUsers', { token: acting })).status).toBe(200);
    expect((await me(acting)).twoFactorDueAt).toBeNull();
    expect((await t.call('listUsers', { token: t.admin, headers: { 'x-tenant-id': String(t.b) } })).status).toBe(200);
    expect((await ownSessions(t.ownerA)).status).toBe(200);

    const service = await t.call<Envelope<{ userId: number }>>('createServiceAccount', { token: t.admin, headers: { 'x-tenant-id': String(t.b) }, body: { username: unique('tfp-svc'), role: 'owner' } });
    expect(service.status, service.text).toBe(201);
    const serviceToken = await t.call<Envelope<{ token: string }>>('createApiToken', { token: t.admin, headers: { 'x-tenant-id': String(t.b) }, params: { id: service.body.data.userId }, body: { name: 'svc', expiresInDays: 30 } });
    expect(serviceToken.status, serviceToken.text).toBe(201);
    expect((await t.call('listUsers', { token: serviceToken.body.data.token })).status).toBe(200);
    // The administrator lifts it for the owner locked out.
    expect((await t.call('updateTenantPolicy', { token: t.admin, headers: { 'x-tenant-id': String(t.b) }, body: { ...OPEN, twoFactorRequiredFor: null } })).status).toBe(200);
    expect((await ownSessions(t.ownerB)).status).toBe(200);
  });

  it('refuses a requirement or a grace period the contract does not know, in the caller’s language, changing nothing', async () => {
    for (const [requiredFor, days] of [['everyone', 7], ['all', 91], ['all', -1], ['all', 1.5]] as const) {
      const answer = await require2fa(t.ownerA, requiredFor, days, { 'accept-language': 'zh-CN' });
      expect(answer.status, `${requiredFor} ${days}`).toBe(400);
      expect(answer.body.data?.field).toMatch(/twoFactor(RequiredFor|GraceDays)/);
    }
    const policy = (await t.call<Envelope<TenantPolicy>>('getTenantPolicy', { token: t.ownerA })).body.data;
    expect(policy.tenant).toMatchObject({ twoFactorRequiredFor: null, twoFactorGraceDays: null });
    expect((await require2fa(t.member, 'all', 0)).status).toBe(403);
  });
});

describeApi('the instance’s two-factor requirement (POLICY_TWO_FACTOR_REQUIRED_FOR)', () => {
  const t = useTestApp({
    config: { instancePolicy: { ipAllowlist: null, passwordMinLength: 12, sessionLifetimeHours: null, idleTimeoutMinutes: null, twoFactorRequiredFor: 'owners', twoFactorGraceDays: 2 } },
    tenants: ['tfi-a'],
    member: 'tfi-a-member',
  });

  it('covers every tenant’s owners from their next sign-in, with its grace period, and a tenant may ask more of its people', async () => {
    const owner = (await t.call<Envelope<LoginSession>>('login', { body: { username: 'tfi-a', password: PASSWORD } })).body.data;
    const due = Date.parse(owner.twoFactorDueAt ?? '');
    expect(due).toBeGreaterThan(Date.now() + 1.9 * DAY_MS);
    expect(due).toBeLessThan(Date.now() + 2.1 * DAY_MS);
    const member = (await t.call<Envelope<LoginSession>>('login', { body: { username: 'tfi-a-member', password: PASSWORD } })).body.data;
    expect(member.twoFactorDueAt).toBeNull();
    const policy = (await t.call<Envelope<TenantPolicy>>('getTenantPolicy', { token: owner.token })).body.data;
    expect(policy.effective).toMatchObject({ twoFactorRequiredFor: 'owners', twoFactorGraceDays: 2 });

    expect((await t.call('updateTenantPolicy', { token: owner.token, body: { ipAllowlist: null, passwordMinLength: null, sessionLifetimeHours: null, idleTimeoutMinutes: null, twoFactorRequiredFor: 'all' } })).status).toBe(200);
    const memberAgain = (await t.call<Envelope<CurrentUser>>('getCurrentUser', { token: member.token })).body.data;
    expect(Date.parse(memberAgain.twoFactorDueAt ?? '')).toBeGreaterThan(Date.now() + 1.9 * DAY_MS);
  });
});
