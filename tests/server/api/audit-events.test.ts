import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { ContractValidator } from '../../helpers/contract-validator.js';
import { authenticatorCode } from '../../helpers/authenticator.js';
import { useDnsServer } from '../../helpers/dns-server.js';
import { outboxMails, outboxMailsTo } from '../../helpers/mail.js';
import { describeApi, PASSWORD, useTestApp, type ApiResponse, type Envelope, type ErrorBody } from '../../helpers/test-app.js';

interface AuditEvent {
  eventId: number;
  at: string;
  action: string;
  actor: { userId: number | null; username: string; isAdmin: boolean };
  tenantId: number | null;
  target: { type: string; id: string; label: string };
  changes: Record<string, unknown>;
  requestId: string;
  clientAddress: string;
  userAgent: string;
}

const contract = new ContractValidator();

describeApi('audit log', () => {
  // Sign-up open to approval, so that the walk reaches it; a loopback DNS server for domain checks.
  const dns = useDnsServer();
  const t = useTestApp({ config: () => ({ signUp: 'approval', dnsServers: [dns.address] }), tenants: ['audit-a', 'audit-b'], member: 'audit-member' });
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;
  const inTenant = (tenantId: number) => ({ token: t.admin, headers: { 'x-tenant-id': String(tenantId) } });

  const events = async (auth: { token?: string; headers?: Record<string, string> }, filter: Record<string, unknown> = {}) => {
    const response = await t.call<Envelope<AuditEvent[]>>('listAuditEvents', { ...auth, query: { filter: JSON.stringify(filter), range: '[0,999]' } });
    if (response.status !== 200) throw new Error(response.text);
    return response.body.data;
  };
  const allEvents = () => events({ token: t.admin });

  /**
   * How to make each write of the contract succeed once. The walk below fails on a write that has
   * no recipe here, so a new write cannot land without showing that it leaves an event.
   */
  const recipes: Record<string, () => Promise<ApiResponse>> = {
    login: () => t.call('login', { body: { username: 'audit-a', password: PASSWORD } }),
    updateTenant: () => t.call('updateTenant', { token: t.admin, params: { id: t.b }, body: { remark: unique('remark') } }),
    setTenantStatus: async () => {
      const { body } = await t.call<Envelope<{ enabled: boolean }>>('getTenant', { token: t.admin, params: { id: t.b } });
      return t.call('setTenantStatus', { token: t.admin, params: { id: t.b }, query: { enabled: !body.data.enabled } });
    },
    createUser: () => t.call('createUser', { token: t.ownerA, body: { username: unique('walk'), role: 'member', password: PASSWORD } }),
    updateUser: () => t.call('updateUser', { token: t.ownerA, params: { id: t.memberId }, body: { displayName: unique('Walk') } }),
    deleteUser: async () => {
      const created = await t.call<Envelope<{ userId: number }>>('createUser', { token: t.ownerA, body: { username: unique('walk-gone'), role: 'member', password: PASSWORD } });
      return t.call('deleteUser', { token: t.ownerA, params: { id: created.body.data.userId } });
    },
    resetUserPassword: async () => {
      // Someone else than the member: a reset ends the sessions of its user.
      const created = await t.call<Envelope<{ userId: number }>>('createUser', { token: t.ownerA, body: { username: unique('walk-reset'), role: 'member', password: PASSWORD } });
      return t.call('resetUserPassword', { token: t.ownerA, params: { id: created.body.data.userId } });
    },
    changePassword: async () => {
      const username = unique('walk-own');
      await t.call('createUser', { token: t.ownerA, body: { username, role: 'member', password: PASSWORD } });
      const token = await t.login(username, PASSWORD);
      return t.call('changePassword', { token, body: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-changed` } });
    },
    requestPasswordReset: async () => {
      const username = unique('walk-mail');
      await t.call('createUser', { token: t.ownerA, body: { username, email: `${username}@example.com`, role: 'member', password: PASSWORD } });
      mailed += 1;
      const answer = await t.call('requestPasswordReset', { body: { login: `${username}@example.com` } });
      // Its event is written after the answer, with the link, before the mail goes.
      await outboxMails(t.config.dataDir, mailed);
      return answer;
    },
    resetPassword: async () => {
      const username = unique('walk-link');
      await t.call('createUser', { token: t.ownerA, body: { username, email: `${username}@example.com`, role: 'member', password: PASSWORD } });
      await t.call('requestPasswordReset', { body: { login: username } });
      mailed += 1;
      const mails = await outboxMails(t.config.dataDir, mailed);
      const token = mails.find((mail) => mail.to.includes(username))?.token;
      return t.call('resetPassword', { body: { token, newPassword: `${PASSWORD}-from-link` } });
    },
    confirmTwoFactor: async () => (await enrolledMember()).confirmed,
    confirmPassword: async () => t.call('confirmPassword', { token: await t.login('audit-member', PASSWORD), body: { password: PASSWORD } }),
    confirmEmailChange: async () => {
      const username = unique('walk-address');
      const created = await t.call<Envelope<{ userId: number }>>('createUser', { token: t.ownerA, body: { username, role: 'member', password: PASSWORD } });
      const token = await t.login(username, PASSWORD);
      await t.call('updateUser', { token, params: { id: created.body.data.userId }, body: { email: `${username}@example.com` } });
      mailed += 1;
      const mails = await outboxMails(t.config.dataDir, mailed);
      return t.call('confirmEmailChange', { body: { token: mails.find((mail) => mail.to.includes(username))?.token } });
    },
    verifyOneTimeCode: async () => {
      const { username, secret } = await enrolledMember();
      const challenge = await t.call<Envelope<{ challenge: string }>>('login', { body: { username, password: PASSWORD } });
      return t.call('verifyOneTimeCode', { body: { challenge: challenge.body.data.challenge, code: await authenticatorCode(secret, 1) } });
    },
    disableTwoFactor: async () => {
      const { token } = await enrolledMember();
      return t.call('disableTwoFactor', { token, body: { password: PASSWORD } });
    },
    resetUserTwoFactor: async () => {
      const { userId } = await enrolledMember();
      return t.call('resetUserTwoFactor', { token: t.ownerA, params: { id: userId } });
    },
    verifyDomain: async () => {
      await t.call('updateTenant', { token: t.admin, params: { id: t.a }, body: { domains: ['walk.audit.test'] } });
      const verified = await t.call('verifyDomain', { token: t.ownerA, params: { name: 'walk.audit.test' } });
      await t.call('updateTenant', { token: t.admin, params: { id: t.a }, body: { domains: [] } });
      return verified;
    },
    signOut: async () => t.call('signOut', { token: await t.login('audit-member', PASSWORD) }),
    endAllSessions: async () => t.call('endAllSessions', { token: await t.login('audit-member', PASSWORD) }),
    endSession: async () => {
      const other = await t.login('audit-member', PASSWORD);
      const token = await t.login('audit-member', PASSWORD);
      const listed = await t.call<Envelope<{ sessionId: number; current: boolean }[]>>('listSessions', { token });
      const first = listed.body.data.find((session) => !session.current);
      expect(other).not.toBe(token);
      return t.call('endSession', { token, params: { id: first?.sessionId ?? 0 } });
    },
    createServiceAccount: () => t.call('createServiceAccount', { token: t.ownerA, body: { username: unique('walk-robot'), role: 'member' } }),
    // Signed in afresh: the walk's session recipes end the member's sessions.
    createApiToken: async () => {
      const token = await t.login('audit-member', PASSWORD);
      return t.call('createApiToken', { token, params: { id: t.memberId }, body: { name: unique('walk-token'), expiresInDays: 30 } });
    },
    revokeApiToken: async () => {
      const token = await t.login('audit-member', PASSWORD);
      const made = await t.call<Envelope<{ tokenId: number }>>('createApiToken', { token, params: { id: t.memberId }, body: { name: unique('walk-revoked'), expiresInDays: 30 } });
      return t.call('revokeApiToken', { token, params: { id: t.memberId, tokenId: made.body.data.tokenId } });
    },
    // Not sent anywhere: the walk does not wait for deliveries.
    createWebhookEndpoint: () => t.call('createWebhookEndpoint', { token: t.ownerA, body: { url: 'https://hooks.example.com/walk', eventTypes: ['tenant.*'] } }),
    updateWebhookEndpoint: async () => t.call('updateWebhookEndpoint', { token: t.ownerA, params: { id: await walkEndpoint() }, body: { description: unique('walk') } }),
    rotateWebhookSecret: async () => t.call('rotateWebhookSecret', { token: t.ownerA, params: { id: await walkEndpoint() } }),
    deleteWebhookEndpoint: async () => t.call('deleteWebhookEndpoint', { token: t.ownerA, params: { id: await walkEndpoint() } }),
    sendTestWebhook: async () => t.call('sendTestWebhook', { token: t.ownerA, params: { id: await walkEndpoint() } }),
    retryWebhookDelivery: async () => {
      const id = await walkEndpoint();
      const test = await t.call<Envelope<{ deliveryId: number }>>('sendTestWebhook', { token: t.ownerA, params: { id } });
      // The worker may be sending it at this very moment (409): asked again once it has an answer.
      for (;;) {
        const again = await t.call('retryWebhookDelivery', { token: t.ownerA, params: { id, deliveryId: test.body.data.deliveryId } });
        if (again.status !== 409) return again;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    createTenant: () => {
      const name = unique('walk-tenant');
      mailed += 1;
      return t.call('createTenant', { token: t.admin, body: { username: name, owner: { username: `${name}-owner`, email: `${name}@example.com` } } });
    },
    deleteTenant: async () => {
      const { id, name } = await walkInvitation();
      return t.call('deleteTenant', { token: t.admin, params: { id }, query: { confirm: name } });
    },
    restoreTenant: async () => {
      const { id, name } = await walkInvitation();
      await t.call('deleteTenant', { token: t.admin, params: { id }, query: { confirm: name } });
      return t.call('restoreTenant', { token: t.admin, params: { id } });
    },
    decideTenantSignUp: async () => {
      const previous = t.app.config.signUp;
      t.app.config.signUp = 'approval';
      const signedUp = await walkSignUp();
      t.app.config.signUp = previous;
      mailed += 1;
      return t.call('decideTenantSignUp', { token: t.admin, params: { id: signedUp.body.data.tenantId }, body: { approve: true } });
    },
    resendInvitation: async () => {
      const { id, userId } = await walkInvitation();
      mailed += 1;
      return t.call('resendInvitation', { token: t.admin, params: { id, userId } });
    },
    withdrawInvitation: async () => {
      const { id, userId } = await walkInvitation();
      return t.call('withdrawInvitation', { token: t.admin, params: { id, userId } });
    },
    createAttributeDefinition: () => t.call('createAttributeDefinition', { token: t.admin, body: { key: `walk_${(attributes += 1)}`, labels: { zh: '走查', en: 'Walk' }, type: 'text' } }),
    updateAttributeDefinition: () => t.call('updateAttributeDefinition', { token: t.admin, params: { key: `walk_${attributes}` }, body: { listed: true } }),
    deleteAttributeDefinition: () => t.call('deleteAttributeDefinition', { token: t.admin, params: { key: `walk_${attributes}` } }),
    updateTenantPolicy: () => t.call('updateTenantPolicy', { token: t.ownerA, body: { ipAllowlist: null, passwordMinLength: 12 + (++policyChanges % 50), sessionLifetimeHours: null, idleTimeoutMinutes: null } }),
    inviteUsersInBatch: () => {
      mailed += 1;
      return t.call('inviteUsersInBatch', { token: t.ownerA, body: { rows: [{ email: `${unique('walk-batch')}@example.com`, role: 'member' }] } });
    },
    inviteUser: () => {
      mailed += 1;
      return t.call('inviteUser', { token: t.ownerA, body: { email: `${unique('walk-invitee')}@example.com`, role: 'member' } });
    },
    resendUserInvitation: async () => {
      const userId = await walkTenantInvitation();
      mailed += 1;
      return t.call('resendUserInvitation', { token: t.ownerA, params: { userId } });
    },
    withdrawUserInvitation: async () => t.call('withdrawUserInvitation', { token: t.ownerA, params: { userId: await walkTenantInvitation() } }),
    startImpersonation: async () => t.call('startImpersonation', { token: t.admin, body: { userId: await ownerAId(), reason: unique('walk-reason') } }),
    stopImpersonation: async () => {
      const started = await t.call<Envelope<{ token: string }>>('startImpersonation', { token: t.admin, body: { userId: await ownerAId(), reason: unique('walk-reason') } });
      return t.call('stopImpersonation', { token: started.body.data.token });
    },
    addDomain: () => t.call('addDomain', { token: t.ownerA, body: { name: `${unique('walk-add')}.audit.test` } }),
    removeDomain: async () => {
      const name = `${unique('walk-remove')}.audit.test`;
      await t.call('addDomain', { token: t.ownerA, body: { name } });
      return t.call('removeDomain', { token: t.ownerA, params: { name } });
    },
    signUp: async () => {
      const email = `${unique('founder')}@example.com`;
      const answer = await t.call('signUp', { body: { tenantName: unique('walk-signup'), username: unique('walk-founder'), email, password: PASSWORD } });
      // Its work follows the answer: once the mail is out, whatever the request does is done.
      mailed += 1;
      await outboxMailsTo(t.config.dataDir, email);
      return answer;
    },
    confirmSignUp: walkSignUp,
  };
  let mailed = 0;
  let policyChanges = 0;
  /** The attributes the walk defines, changes and deletes, one at a time. */
  let attributes = 0;
  /** Writes that record no event, and why: the walk holds that they record none. */
  const UNAUDITED: Record<string, string> = {
    signUp: 'no tenant or account exists until its mailed link is followed, and that (confirmSignUp) is the event',
  };

  /** A sign-up asked for and confirmed from its mail, as an applicant does. */
  async function walkSignUp(): Promise<ApiResponse<Envelope<{ tenantId: number }>>> {
    const name = unique('walk-signup');
    const email = `${name}@example.com`;
    await t.call('signUp', { body: { tenantName: name, username: `${name}-owner`, email, password: PASSWORD } });
    mailed += 1;
    const [mail] = await outboxMailsTo(t.config.dataDir, email);
    return t.call<Envelope<{ tenantId: number }>>('confirmSignUp', { body: { token: mail?.token } });
  }

  async function ownerAId(): Promise<number> {
    return (await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: t.ownerA })).body.data.userId;
  }

  /** A new tenant with an invited owner, for the lifecycle recipes. */
  async function walkInvitation(): Promise<{ id: number; userId: number; name: string }> {
    const name = unique('walk-invited');
    mailed += 1;
    const made = await t.call<Envelope<{ tenantId: number }>>('createTenant', { token: t.admin, body: { username: name, owner: { username: `${name}-owner`, email: `${name}@example.com` } } });
    const id = made.body.data.tenantId;
    const [invitation] = (await t.call<Envelope<{ userId: number }[]>>('listTenantInvitations', { token: t.admin, params: { id } })).body.data;
    return { id, userId: invitation?.userId ?? 0, name };
  }

  /** Someone invited to A by its owner, for the invitation recipes: their user id. */
  async function walkTenantInvitation(): Promise<number> {
    mailed += 1;
    const made = await t.call<Envelope<{ userId: number }>>('inviteUser', { token: t.ownerA, body: { email: `${unique('walk-invitee')}@example.com`, role: 'member' } });
    return made.body.data.userId;
  }

  /** An endpoint of A for the webhook recipes, made on first use. */
  async function walkEndpoint(): Promise<number> {
    const made = await t.call<Envelope<{ endpointId: number }>>('createWebhookEndpoint', { token: t.ownerA, body: { url: 'https://hooks.example.com/walk', eventTypes: ['tenant.*'] } });
    return made.body.data.endpointId;
  }

  /** A member of A who turned two-factor sign-in on, as the settings page does. */
  async function enrolledMember() {
    const username = unique('walk-2fa');
    const created = await t.call<Envelope<{ userId: number }>>('createUser', { token: t.ownerA, body: { username, role: 'member', password: PASSWORD } });
    const token = await t.login(username, PASSWORD);
    const started = await t.call<Envelope<{ secret: string; enrolment: string }>>('startTwoFactorEnrolment', { token });
    const { secret, enrolment } = started.body.data;
    const confirmed = await t.call('confirmTwoFactor', { token, body: { enrolment, code: await authenticatorCode(secret) } });
    return { username, userId: created.body.data.userId, token, secret, confirmed };
  }

  it('every write operation in the contract leaves an audit event, or is listed with the reason it records none', async () => {
    const writes = contract.operations.filter((operation) => operation.method !== 'GET' && !operation.changesNothing);
    const missing = writes.map((operation) => operation.operationId).filter((id) => !(id in recipes));
    expect(missing, 'writes without a recipe: add one, and an audit event for the write').toEqual([]);
    for (const operation of writes) {
      const before = (await allEvents()).length;
      const response = await recipes[operation.operationId]?.();
      expect(response?.status, operation.operationId).toBeLessThan(300);
      const after = await allEvents();
      if (operation.operationId in UNAUDITED) {
        expect(after.length, `${operation.operationId} records no event: ${UNAUDITED[operation.operationId]}`).toBe(before);
        continue;
      }
      expect(after.length, `${operation.operationId} left no audit event`).toBeGreaterThan(before);
      expect(after[0]?.requestId, operation.operationId).toMatch(/./);
    }
    await t.call('setTenantStatus', { token: t.admin, params: { id: t.b }, query: { enabled: true } });
    // Disabling B ended its owner's sessions for good, and the walk ended the member's: they sign in again.
    t.ownerB = await t.login('audit-b', PASSWORD);
    t.member = await t.login('audit-member', PASSWORD);
  });

  it('records a tenant change in the tenant’s own log, before → after, with who, when and from where', async () => {
    await t.call('updateTenant', { token: t.admin, params: { id: t.a }, body: { remark: 'Key account', domains: ['a.audit.example'] }, headers: { 'user-agent': 'audit-test/1.0' } });
    const [event] = await events({ token: t.ownerA }, { action: 'tenant.updated' });
    expect(event).toMatchObject({
      action: 'tenant.updated',
      actor: { username: 'admin', isAdmin: true },
      tenantId: t.a,
      target: { type: 'tenant', id: String(t.a), label: 'audit-a' },
      changes: { remark: { before: '', after: 'Key account' }, domains: { before: [], after: ['a.audit.example'] } },
      clientAddress: '127.0.0.1',
      userAgent: 'audit-test/1.0',
    });
    const disabled = await t.call('setTenantStatus', { token: t.admin, params: { id: t.a }, query: { enabled: false } });
    expect(disabled.status).toBe(200);
    await t.call('setTenantStatus', { token: t.admin, params: { id: t.a }, query: { enabled: true } });
    // Disabling A ended the sessions of its users for good.
    t.ownerA = await t.login('audit-a', PASSWORD);
    t.member = await t.login('audit-member', PASSWORD);
    const states = await events({ token: t.admin }, { targetType: 'tenant', targetId: String(t.a), action: ['tenant.enabled', 'tenant.disabled'] });
    expect(states.map((e) => e.action)).toEqual(['tenant.enabled', 'tenant.disabled']);
  });

  it('records sign-ins that succeed and fail, never a password', async () => {
    await t.call('login', { body: { username: 'audit-b', password: 'wrong password!' } });
    await t.call('login', { body: { username: 'nobody-here', password: 'whatever-it-is' } });
    const failed = await events({ token: t.admin }, { action: 'auth.signIn.failed' });
    expect(failed.slice(0, 2).map((e) => [e.actor.username, e.actor.userId, e.tenantId])).toEqual([
      ['nobody-here', null, null],
      ['audit-b', null, t.b],
    ]);
    const succeeded = await events({ token: t.ownerA }, { action: 'auth.signIn.succeeded' });
    expect(succeeded.map((e) => e.actor.username)).toContain('audit-a');
    const everything = JSON.stringify(await allEvents());
    for (const secret of [PASSWORD, 'wrong password!', 'whatever-it-is']) expect(everything).not.toContain(secret);
    const reset = await events({ token: t.admin }, { action: 'user.passwordReset' });
    expect(reset[0]?.changes['password']).toEqual({ changed: true });
  });

  describe('who sees what', () => {
    it('administrators in the system tenant see every tenant; acting in one, that one; owners their own; members their own actions', async () => {
      await t.call('updateUser', { token: t.member, params: { id: t.memberId }, body: { displayName: unique('Self') } });
      const tenantsOf = (list: AuditEvent[]) => [...new Set(list.map((e) => e.tenantId))];
      expect(tenantsOf(await allEvents())).toEqual(expect.arrayContaining([t.a, t.b, 1, null]));
      expect(tenantsOf(await events(inTenant(t.b)))).toEqual([t.b]);
      expect(tenantsOf(await events({ token: t.ownerA }))).toEqual([t.a]);
      const own = await events({ token: t.member });
      expect(own.length).toBeGreaterThan(0);
      expect(own.every((e) => e.actor.userId === t.memberId)).toBe(true);
      // An owner naming another tenant in the filter still sees only their own.
      expect(await events({ token: t.ownerA }, { tenantId: t.b })).toEqual([]);
    });

    it('answers 404 for an event the caller may not see, and 403 to a non-administrator naming another tenant', async () => {
      const [ofB] = await events(inTenant(t.b));
      const hidden = await t.call<ErrorBody>('getAuditEvent', { token: t.ownerA, params: { id: ofB?.eventId ?? 0 } });
      expect([hidden.status, hidden.body.code]).toEqual([404, 40403]);
      const visible = await t.call<Envelope<AuditEvent>>('getAuditEvent', { token: t.ownerB, params: { id: ofB?.eventId ?? 0 } });
      expect(visible.body.data).toEqual(ofB);
      const named = await t.call<ErrorBody>('listAuditEvents', { token: t.ownerA, headers: { 'x-tenant-id': String(t.b) } });
      expect([named.status, named.body.code]).toEqual([403, 40302]);
      expect((await t.call('listAuditEvents', {})).status).toBe(401);
    });
  });

  describe('the list', () => {
    it('is newest first by default, pages with Content-Range, and filters by actor and time range', async () => {
      const page = await t.call<Envelope<AuditEvent[]>>('listAuditEvents', { token: t.admin, query: { range: '[0,1]' } });
      const [first, second] = page.body.data;
      expect((first?.eventId ?? 0) > (second?.eventId ?? 0)).toBe(true);
      expect(page.headers['content-range']).toMatch(/^audit-events 0-1\/\d+$/);
      const byActor = await events({ token: t.admin }, { actor: 'AUDIT-A' });
      expect(byActor.length).toBeGreaterThan(0);
      expect(byActor.every((e) => e.actor.username === 'audit-a')).toBe(true);
      const future = await events({ token: t.admin }, { from: '2999-01-01T00:00:00Z' });
      expect(future).toEqual([]);
      const past = await events({ token: t.admin }, { to: '2000-01-01T00:00:00Z' });
      expect(past).toEqual([]);
      const oldestFirst = await t.call<Envelope<AuditEvent[]>>('listAuditEvents', { token: t.admin, query: { sort: '["at","ASC"]', range: '[0,0]' } });
      expect(oldestFirst.body.data[0]?.action).toBe('auth.signIn.succeeded');
    });

    it.each([
      ['filter', { filter: '{"action":"tenant.exploded"}' }],
      ['filter', { filter: '{"from":"yesterday"}' }],
      ['filter', { filter: '{"targetType":"domain"}' }],
      ['filter', { filter: '{"actorId":"1"}' }],
      ['filter', { filter: '{"password":"x"}' }],
      ['sort', { sort: '["actor","ASC"]' }],
      ['range', { range: '[10,5]' }],
    ])('refuses a malformed %s with a 400 naming it', async (field, query) => {
      const response = await t.call<ErrorBody>('listAuditEvents', { token: t.admin, query });
      expect([response.status, response.body.code, response.body.data?.field]).toEqual([400, 40000, field]);
    });
  });

  describe('export', () => {
    it('streams the filtered events the caller may see as CSV, formula cells escaped', async () => {
      await t.call('updateTenant', { token: t.admin, params: { id: t.b }, body: { remark: '=HYPERLINK("x")' } });
      const response = await t.raw({
        method: 'GET',
        url: `/api/v1/audit-events/export?filter=${encodeURIComponent('{"action":"tenant.updated"}')}`,
        headers: { authorization: `Bearer ${t.ownerB}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-events-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = response.text.split('\r\n').filter(Boolean);
      expect(lines[0]).toBe('\ufeffeventId,at,action,actor,tenantId,targetType,targetId,target,changes,requestId,clientAddress,userAgent,sentence');
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.slice(1).every((line) => line.includes(',tenant.updated,admin,') && line.includes(`,${t.b},tenant,${t.b},`))).toBe(true);
      // The changes cell is JSON (quoted), so a formula inside it never starts a cell.
      expect(response.text).toContain('""after"":""=HYPERLINK');
    });

    it("ends each line with the sentence the audit log shows, in the exporter's language: a service account's creation says so", async () => {
      const created = await t.call('createServiceAccount', { token: t.ownerA, body: { username: 'billing-sync', role: 'member' } });
      expect(created.status).toBe(201);
      const exported = async (language: string) => {
        const response = await t.raw({
          method: 'GET',
          url: `/api/v1/audit-events/export?filter=${encodeURIComponent('{"action":["user.created","tenant.updated"]}')}`,
          headers: { authorization: `Bearer ${t.ownerA}`, 'accept-language': language },
        });
        expect(response.status).toBe(200);
        return response.text.split('\r\n').filter(Boolean).slice(1);
      };
      const en = await exported('en-US,en;q=0.9');
      expect(en.find((line) => line.includes(',billing-sync,'))).toMatch(/,audit-a created service account billing-sync$/);
      expect(en.find((line) => line.includes(',audit-member,'))).toMatch(/,audit-a created user audit-member$/);
      const zh = await exported('zh-CN,zh;q=0.9');
      expect(zh.find((line) => line.includes(',billing-sync,'))).toMatch(/,audit-a 创建了服务账号 billing-sync$/);
      expect(zh.find((line) => line.includes(',audit-member,'))).toMatch(/,audit-a 创建了用户 audit-member$/);
    });
  });

  describe('cannot be changed', () => {
    it('the database refuses to change or delete an event, except for the retention job', async () => {
      const { db } = t.app.database;
      await expect(sql`UPDATE audit_events SET action = 'user.created'`.execute(db)).rejects.toThrow(/cannot be changed/);
      await expect(sql`DELETE FROM audit_events`.execute(db)).rejects.toThrow(/cannot be changed/);
      const count = (await allEvents()).length;
      await t.app.repos.audit.record({
        at: '2001-01-01T00:00:00.000Z',
        action: 'tenant.updated',
        actor: { userId: null, username: 'old', isAdmin: false },
        tenantId: t.a,
        target: { type: 'tenant', id: String(t.a), label: 'audit-a' },
        changes: {},
        requestId: 'old',
        clientAddress: '127.0.0.1',
        userAgent: '',
      });
      expect(await t.app.repos.audit.purgeOlderThan('2002-01-01T00:00:00.000Z')).toBe(1);
      expect((await allEvents()).length).toBe(count);
      // The grant lasted only for that transaction.
      await expect(sql`DELETE FROM audit_events`.execute(db)).rejects.toThrow(/cannot be changed/);
    });
  });

  describe('one transaction', () => {
    it('a failure after the change and its event leaves neither', async () => {
      const audit = t.app.repos.audit;
      const record = audit.record.bind(audit);
      const spy = vi.spyOn(audit, 'record').mockImplementation(async (event, db) => {
        await record(event, db);
        throw new Error('injected failure after the event was written');
      });
      const eventsBefore = (await allEvents()).length;
      try {
        const tenant = await t.call<Envelope<{ remark: string }>>('getTenant', { token: t.admin, params: { id: t.b } });
        const failed = await t.call('updateTenant', { token: t.admin, params: { id: t.b }, body: { remark: 'never stored' } });
        expect(failed.status).toBe(500);
        const user = await t.call('createUser', { token: t.ownerA, body: { username: 'never-created', role: 'member', password: PASSWORD } });
        expect(user.status).toBe(500);
        spy.mockRestore();
        const after = await t.call<Envelope<{ remark: string }>>('getTenant', { token: t.admin, params: { id: t.b } });
        expect(after.body.data.remark).toBe(tenant.body.data.remark);
        const listed = await t.call<Envelope<unknown[]>>('listUsers', { token: t.ownerA, query: { filter: '{"q":"never-created"}' } });
        expect(listed.body.data).toEqual([]);
        expect((await allEvents()).length).toBe(eventsBefore);
      } finally {
        spy.mockRestore();
      }
    });
  });
});
