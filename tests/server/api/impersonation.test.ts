import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuditEvent, CurrentUser, ImpersonationSession } from '../../../src/generated/model/index.js';
import { describeApi, PASSWORD, startTestApp, type Envelope, type ErrorBody, type TestApp } from '../../helpers/test-app.js';

const REASON = 'Ticket #4711: the owner cannot find the export';

describeApi('an administrator acting as a tenant’s owner', () => {
  let t: TestApp;
  let admin: string;
  let acme: number;
  let ownerId: number;
  let ownerToken: string;
  let memberId: number;

  const start = (body: Record<string, unknown>, token = admin, language = 'en') =>
    t.call<Envelope<ImpersonationSession> & ErrorBody>('startImpersonation', { token, body, headers: { 'accept-language': language } });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    acme = await t.createTenant('imp-acme', { password: PASSWORD });
    ownerToken = await t.login('imp-acme', PASSWORD);
    ownerId = (await t.call<Envelope<CurrentUser>>('getCurrentUser', { token: ownerToken })).body.data.userId;
    const member = await t.call<Envelope<{ userId: number }>>('createUser', { token: ownerToken, body: { username: 'imp-member', role: 'member', password: PASSWORD } });
    memberId = member.body.data.userId;
  });
  afterAll(async () => t.close());

  it('acts with the owner’s rights for at most 30 minutes, says so on the current user, and names both in every event', async () => {
    const before = Date.now();
    const started = await start({ userId: ownerId, reason: REASON });
    expect(started.status).toBe(201);
    const { token, user, impersonation } = started.body.data;
    expect(user).toMatchObject({ userId: ownerId, username: 'imp-acme', role: 'owner' });
    expect(impersonation).toMatchObject({ actor: { username: 'admin' }, reason: REASON });
    const lasts = Date.parse(impersonation.expiresAt) - before;
    expect(lasts).toBeGreaterThan(29 * 60_000);
    expect(lasts).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    const me = await t.call<Envelope<CurrentUser>>('getCurrentUser', { token });
    expect(me.body.data).toMatchObject({ userId: ownerId, tenantName: 'imp-acme', impersonation: { actor: { username: 'admin' }, reason: REASON } });
    // The owner's own session says nothing of it.
    expect((await t.call<Envelope<CurrentUser>>('getCurrentUser', { token: ownerToken })).body.data.impersonation).toBeUndefined();

    const disabled = await t.call('updateUser', { token, params: { id: memberId }, body: { enabled: false } });
    expect(disabled.status).toBe(200);
    const events = await t.call<Envelope<AuditEvent[]>>('listAuditEvents', { token: ownerToken, query: { filter: JSON.stringify({ action: 'user.disabled' }) } });
    expect(events.body.data[0]?.actor).toMatchObject({ username: 'admin', isAdmin: true, onBehalfOf: { userId: ownerId, username: 'imp-acme' } });
    // The owner sees in their log that an administrator acted as them, and why.
    const startedEvents = await t.call<Envelope<AuditEvent[]>>('listAuditEvents', { token: ownerToken, query: { filter: JSON.stringify({ action: 'auth.impersonationStarted' }) } });
    expect(startedEvents.body.data[0]).toMatchObject({ actor: { username: 'admin' }, target: { id: String(ownerId) }, changes: { reason: { before: null, after: REASON } } });

    expect((await t.call('stopImpersonation', { token })).status).toBe(204);
    expect((await t.call('getCurrentUser', { token })).status).toBe(401);
    expect((await t.call('getCurrentUser', { token: admin })).status).toBe(200);
    const ended = await t.call<Envelope<AuditEvent[]>>('listAuditEvents', { token: ownerToken, query: { filter: JSON.stringify({ action: 'auth.impersonationEnded' }) } });
    expect(ended.body.data).toHaveLength(1);
    await t.call('updateUser', { token: ownerToken, params: { id: memberId }, body: { enabled: true } });
  });

  it('cannot touch the owner’s password, two-factor sign-in, tokens or sessions (403 40311), in either language', async () => {
    const { token } = (await start({ userId: ownerId, reason: REASON, minutes: 5 })).body.data;
    const calls: [string, Record<string, unknown>][] = [
      ['changePassword', { body: { currentPassword: PASSWORD, newPassword: 'an-acting-password' } }],
      ['startTwoFactorEnrolment', {}],
      ['disableTwoFactor', { body: { password: PASSWORD } }],
      ['listSessions', {}],
      ['endAllSessions', {}],
      ['signOut', {}],
      ['createApiToken', { params: { id: ownerId }, body: { name: 'acting', expiresInDays: 30 } }],
    ];
    for (const [operation, extra] of calls) {
      const refused = await t.call<ErrorBody>(operation, { token, ...extra, headers: { 'accept-language': 'zh' } });
      expect([operation, refused.status, refused.body.code]).toEqual([operation, 403, 40311]);
      expect(refused.body.message).toMatch(/代为操作/);
    }
    expect(await t.login('imp-acme', PASSWORD)).toEqual(expect.any(String));
    await t.call('stopImpersonation', { token });
  });

  it('acts only as an enabled owner of an active tenant without administrator rights, for a reason', async () => {
    for (const [body, status, code] of [
      [{ userId: memberId, reason: REASON }, 409, 40917],
      [{ userId: 1, reason: REASON }, 409, 40917],
      [{ userId: 999_999, reason: REASON }, 404, 40402],
      [{ userId: ownerId, reason: '   ' }, 400, 40000],
      [{ userId: ownerId, reason: REASON, minutes: 31 }, 400, 40000],
    ] as const) {
      const refused = await start(body);
      expect([JSON.stringify(body), refused.status, refused.body.code]).toEqual([JSON.stringify(body), status, code]);
    }
    await t.call('setTenantStatus', { token: admin, params: { id: acme }, query: { enabled: false } });
    expect((await start({ userId: ownerId, reason: REASON })).body.code).toBe(40917);
    await t.call('setTenantStatus', { token: admin, params: { id: acme }, query: { enabled: true } });
    ownerToken = await t.login('imp-acme', PASSWORD);
  });

  it('an acting session that runs out by itself is recorded as ended, once, at the moment it ran out', async () => {
    const { token } = (await start({ userId: ownerId, reason: 'Ticket #4712', minutes: 5 })).body.data;
    const ranOutAt = new Date(Date.now() - 1000).toISOString();
    await t.app.database.db.updateTable('sessions').set({ expires_at: ranOutAt }).where('impersonator_id', 'is not', null).execute();
    expect((await t.call('getCurrentUser', { token })).status).toBe(401);
    // The owner signing in meanwhile does not make the ended session disappear unrecorded.
    ownerToken = await t.login('imp-acme', PASSWORD);

    expect(await t.app.impersonationExpiry.runNow()).toBe(1);
    expect(await t.app.impersonationExpiry.runNow()).toBe(0);
    const ended = await t.call<Envelope<AuditEvent[]>>('listAuditEvents', { token: ownerToken, query: { filter: JSON.stringify({ action: 'auth.impersonationEnded' }) } });
    const ranOut = ended.body.data.filter((event) => event.changes['endedBy'] !== undefined);
    expect(ranOut).toHaveLength(1);
    expect(ranOut[0]).toMatchObject({
      at: ranOutAt,
      actor: { username: 'admin', isAdmin: true, onBehalfOf: { userId: ownerId, username: 'imp-acme' } },
      target: { id: String(ownerId) },
      changes: { reason: { before: 'Ticket #4712', after: null }, endedBy: { before: null, after: 'expiry' } },
    });
  });

  it('permission matrix: administrators signed in as people only; the acting session ends with the administrator’s sessions', async () => {
    expect((await start({ userId: ownerId, reason: REASON }, ownerToken)).status).toBe(403);
    const member = await t.login('imp-member', PASSWORD);
    expect((await start({ userId: ownerId, reason: REASON }, member)).status).toBe(403);
    expect((await t.call('startImpersonation', { body: { userId: ownerId, reason: REASON } })).status).toBe(401);
    const notActing = await t.call<ErrorBody>('stopImpersonation', { token: ownerToken });
    expect([notActing.status, notActing.body.code]).toEqual([409, 40918]);
    expect((await t.call('stopImpersonation', {})).status).toBe(401);

    // A second administrator acts; signing out everywhere ends their acting session too.
    await t.call('createUser', { token: admin, body: { username: 'imp-admin-2', role: 'owner', isAdmin: true, password: PASSWORD } });
    const second = await t.login('imp-admin-2', PASSWORD);
    const { token } = (await start({ userId: ownerId, reason: REASON }, second)).body.data;
    expect((await t.call('getCurrentUser', { token })).status).toBe(200);
    await t.call('endAllSessions', { token: second });
    expect((await t.call('getCurrentUser', { token })).status).toBe(401);
  });
});
