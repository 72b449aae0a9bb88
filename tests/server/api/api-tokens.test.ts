import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, describeApi, PASSWORD, startTestApp, useTestApp, type Envelope, type ErrorBody, type TestApp } from '../../helpers/test-app.js';

interface User {
  userId: number;
  username: string;
  kind: 'person' | 'service';
  description: string;
  role: string;
  isAdmin: boolean;
  enabled: boolean;
}
interface ApiToken {
  tokenId: number;
  userId: number;
  name: string;
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedFrom: string | null;
  revokedAt?: string | null;
  revokedReason?: string | null;
}
const DAY_MS = 24 * 3600 * 1000;

describeApi('service accounts and API tokens: a program’s own door', () => {
  const t = useTestApp({ tenants: ['tokens-a', 'tokens-b'] });
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;

  const serviceAccount = async (token: string, body: Record<string, unknown> = {}, tenant?: number) => {
    const answer = await t.call<Envelope<User>>('createServiceAccount', {
      token,
      body: { username: unique('svc'), role: 'member', ...body },
      ...(tenant !== undefined && { headers: { 'x-tenant-id': String(tenant) } }),
    });
    if (answer.status !== 201) throw new Error(answer.text);
    return answer.body.data;
  };
  const newToken = async (token: string, userId: number, body: Record<string, unknown> = {}, tenant?: number) => {
    const answer = await t.call<Envelope<ApiToken & { token: string }>>('createApiToken', {
      token,
      params: { id: userId },
      body: { name: 'CI deploy', expiresInDays: 90, ...body },
      ...(tenant !== undefined && { headers: { 'x-tenant-id': String(tenant) } }),
    });
    if (answer.status !== 201) throw new Error(answer.text);
    return answer.body.data;
  };
  const status = async (operationId: string, options: Parameters<TestApp['call']>[1]) => {
    const answer = await t.call<ErrorBody>(operationId, options);
    return [answer.status, answer.body?.code ?? null];
  };
  const member = async () => {
    const username = unique('person');
    const created = await t.call<Envelope<User>>('createUser', { token: t.ownerA, body: { username, role: 'member', password: PASSWORD } });
    return { user: created.body.data, token: await t.login(username, PASSWORD) };
  };

  describe('a service account', () => {
    it('is a user of its tenant marked as a service, listed among the users and found by its kind', async () => {
      const account = await serviceAccount(t.ownerA, { description: 'Nightly export', role: 'owner' });
      expect(account).toMatchObject({ kind: 'service', description: 'Nightly export', role: 'owner', enabled: true, isAdmin: false });
      const listed = await t.call<Envelope<User[]>>('listUsers', { token: t.ownerA, query: { filter: JSON.stringify({ kind: 'service' }) } });
      expect(listed.body.data.map((user) => user.userId)).toContain(account.userId);
      expect(listed.body.data.every((user) => user.kind === 'service')).toBe(true);
      const people = await t.call<Envelope<User[]>>('listUsers', { token: t.ownerA, query: { filter: JSON.stringify({ kind: 'person' }) } });
      expect(people.body.data.map((user) => user.userId)).not.toContain(account.userId);
      expect(await status('listUsers', { token: t.ownerA, query: { filter: JSON.stringify({ kind: 'robot' }) } })).toEqual([400, 40000]);
      const [event] = (await t.call<Envelope<{ changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.ownerA, query: { filter: JSON.stringify({ action: 'user.created', targetId: String(account.userId) }) } })).body.data;
      expect(event?.changes).toMatchObject({ kind: { before: null, after: 'service' }, description: { before: null, after: 'Nightly export' } });
    });

    it('never signs in, has no password to reset and no email to mail a link to', async () => {
      const account = await serviceAccount(t.ownerA);
      expect(await status('login', { body: { username: account.username, password: '!service-account' } })).toEqual([401, 40102]);
      expect(await status('resetUserPassword', { token: t.ownerA, params: { id: account.userId } })).toEqual([409, 40910]);
      expect(await status('updateUser', { token: t.ownerA, params: { id: account.userId }, body: { email: 'robot@example.com' } })).toEqual([409, 40910]);
      const described = await t.call<Envelope<User>>('updateUser', { token: t.ownerA, params: { id: account.userId }, body: { description: 'Now the invoices too' } });
      expect(described.body.data.description).toBe('Now the invoices too');
    });

    it('gets no more rights than its creator’s: administrator rights only from administrators, in the system tenant', async () => {
      const { token: memberToken } = await member();
      expect(await status('createServiceAccount', { token: memberToken, body: { username: unique('svc'), role: 'member' } })).toEqual([403, 40303]);
      expect(await status('createServiceAccount', { token: t.ownerA, body: { username: unique('svc'), role: 'member', isAdmin: true } })).toEqual([409, 40905]);
      expect(await status('createServiceAccount', { token: t.ownerA, body: { username: 'tokens-b', role: 'member' } })).toEqual([409, 40900]);
      const robotAdmin = await serviceAccount(t.admin, { role: 'owner', isAdmin: true });
      expect(robotAdmin.isAdmin).toBe(true);
      const { token } = await newToken(t.admin, robotAdmin.userId, { expiresInDays: null });
      const tenants = await t.call<Envelope<{ tenantId: number }[]>>('listTenants', { token });
      expect(tenants.status).toBe(200);
      expect(tenants.body.data.map((tenant) => tenant.tenantId)).toEqual(expect.arrayContaining([t.a, t.b]));
    });
  });

  describe('an API token', () => {
    it('is shown once with its tc_ prefix, listed without its secret, and acts as its account, audited with its name', async () => {
      const account = await serviceAccount(t.ownerA);
      const created = await newToken(t.ownerA, account.userId, { name: 'Billing sync' });
      expect(created.token).toMatch(/^tc_[A-Za-z0-9_-]{43}$/);
      expect(created.prefix).toBe(created.token.slice(0, 8));
      expect(Date.parse(created.expiresAt ?? '') - Date.parse(created.createdAt)).toBe(90 * DAY_MS);
      const listed = await t.call<Envelope<ApiToken[]>>('listApiTokens', { token: t.ownerA, params: { id: account.userId } });
      expect(listed.body.data).toEqual([expect.objectContaining({ tokenId: created.tokenId, name: 'Billing sync', prefix: created.prefix, lastUsedAt: null })]);
      const one = await t.call<Envelope<ApiToken>>('getApiToken', { token: t.ownerA, params: { id: account.userId, tokenId: created.tokenId } });
      expect(one.body.data).toEqual(listed.body.data[0]);
      expect(one.text).not.toContain(created.token);
      expect(listed.text).not.toContain(created.token);

      const me = await t.call<Envelope<User>>('getCurrentUser', { token: created.token, remoteAddress: '198.51.100.9' });
      expect(me.body.data).toMatchObject({ userId: account.userId, kind: 'service' });
      const changed = await t.call<Envelope<User>>('updateUser', { token: created.token, params: { id: account.userId }, body: { displayName: 'Billing robot' } });
      expect(changed.status).toBe(200);
      const [event] = (await t.call<Envelope<{ actor: Record<string, unknown> }[]>>('listAuditEvents', { token: t.ownerA, query: { filter: JSON.stringify({ action: 'user.updated', targetId: String(account.userId) }) } })).body.data;
      expect(event?.actor).toEqual({ userId: account.userId, username: account.username, isAdmin: false, tokenName: 'Billing sync' });

      const used = (await t.call<Envelope<ApiToken[]>>('listApiTokens', { token: t.ownerA, params: { id: account.userId } })).body.data[0];
      expect(used?.lastUsedFrom).toBe('198.51.100.9');
      expect(used?.lastUsedAt).not.toBeNull();
    });

    it('stops at once when revoked, says so, stays listed as revoked, and its revocation is audited', async () => {
      const account = await serviceAccount(t.ownerA);
      const { token, tokenId } = await newToken(t.ownerA, account.userId);
      expect(await status('getCurrentUser', { token })).toEqual([200, 0]);
      expect((await t.call('revokeApiToken', { token: t.ownerA, params: { id: account.userId, tokenId } })).status).toBe(204);
      const refused = await t.call<ErrorBody>('getCurrentUser', { token });
      expect([refused.status, refused.body.code]).toEqual([401, 40106]);
      expect(refused.body.message).toBe('This API token was revoked: a person revoked it');
      // Revoking it again changes nothing, and says nothing new.
      expect(await status('revokeApiToken', { token: t.ownerA, params: { id: account.userId, tokenId } })).toEqual([204, null]);
      const listed = (await t.call<Envelope<ApiToken>>('getApiToken', { token: t.ownerA, params: { id: account.userId, tokenId } })).body.data;
      expect(listed).toMatchObject({ tokenId, revokedReason: 'revoked', revokedAt: expect.any(String) });
      expect(await status('revokeApiToken', { token: t.ownerA, params: { id: account.userId, tokenId: 999_999 } })).toEqual([404, 40407]);
      // The list: the working tokens first, newest first, then the revoked ones.
      const later = await newToken(t.ownerA, account.userId);
      const list = (await t.call<Envelope<ApiToken[]>>('listApiTokens', { token: t.ownerA, params: { id: account.userId } })).body.data;
      expect(list.map((one) => [one.tokenId, one.revokedReason])).toEqual([
        [later.tokenId, null],
        [tokenId, 'revoked'],
      ]);
      const events = (await t.call<Envelope<{ action: string }[]>>('listAuditEvents', { token: t.ownerA, query: { filter: JSON.stringify({ targetId: String(account.userId) }) } })).body.data;
      expect(events.map((event) => event.action)).toEqual(expect.arrayContaining(['apiToken.created', 'apiToken.revoked']));
    });

    it('ends for good with its account’s rights: its user or tenant disabled, its tenant deleted', async () => {
      const tenant = await t.createTenant(unique('tokens-c'), { password: PASSWORD });
      const account = await serviceAccount(t.admin, {}, tenant);
      const inTenant = { 'x-tenant-id': String(tenant) };
      const first = await newToken(t.admin, account.userId, {}, tenant);
      await t.call('updateUser', { token: t.admin, params: { id: account.userId }, body: { enabled: false }, headers: inTenant });
      expect(await status('getCurrentUser', { token: first.token })).toEqual([401, 40106]);
      // Enabling the account again brings the token back no more.
      await t.call('updateUser', { token: t.admin, params: { id: account.userId }, body: { enabled: true }, headers: inTenant });
      expect(await status('getCurrentUser', { token: first.token })).toEqual([401, 40106]);
      const reasonOf = async (tokenId: number) =>
        (await t.call<Envelope<ApiToken>>('getApiToken', { token: t.admin, params: { id: account.userId, tokenId }, headers: inTenant })).body.data.revokedReason;
      expect(await reasonOf(first.tokenId)).toBe('userDisabled');

      const second = await newToken(t.admin, account.userId, {}, tenant);
      await t.call('setTenantStatus', { token: t.admin, params: { id: tenant }, query: { enabled: false } });
      await t.call('setTenantStatus', { token: t.admin, params: { id: tenant }, query: { enabled: true } });
      const refused = await t.call<ErrorBody>('getCurrentUser', { token: second.token });
      expect([refused.status, refused.body.code, refused.body.message]).toEqual([401, 40106, 'This API token was revoked: its tenant was disabled']);
      expect(await reasonOf(second.tokenId)).toBe('tenantDisabled');

      const third = await newToken(t.admin, account.userId, {}, tenant);
      const name = (await t.call<Envelope<{ username: string }>>('getTenant', { token: t.admin, params: { id: tenant } })).body.data.username;
      expect((await t.call('deleteTenant', { token: t.admin, params: { id: tenant }, query: { confirm: name } })).status).toBe(200);
      expect((await t.call('restoreTenant', { token: t.admin, params: { id: tenant } })).status).toBe(200);
      expect(await status('getCurrentUser', { token: third.token })).toEqual([401, 40106]);
      expect(await reasonOf(third.tokenId)).toBe('tenantDeleted');
    });

    it('expires on its date', async () => {
      const account = await serviceAccount(t.ownerA);
      const { token, tokenId } = await newToken(t.ownerA, account.userId, { expiresInDays: 30 });
      await t.app.database.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_id', '=', tokenId).execute();
      expect(await status('getCurrentUser', { token })).toEqual([401, 40101]);
    });

    it('honours X-Tenant-Id only as its account would, and cannot manage tokens, passwords, two-factor sign-in or sessions', async () => {
      const account = await serviceAccount(t.ownerA, { role: 'owner' });
      const { token } = await newToken(t.ownerA, account.userId);
      expect(await status('listUsers', { token, headers: { 'x-tenant-id': String(t.b) } })).toEqual([403, 40302]);
      expect(await status('listUsers', { token, headers: { 'x-tenant-id': String(t.a) } })).toEqual([200, 0]);
      expect(await status('createApiToken', { token, params: { id: account.userId }, body: { name: 'more', expiresInDays: 30 } })).toEqual([403, 40309]);
      expect(await status('listSessions', { token })).toEqual([403, 40309]);
      expect(await status('endAllSessions', { token })).toEqual([403, 40309]);
      expect(await status('changePassword', { token, body: { currentPassword: 'x'.repeat(12), newPassword: 'y'.repeat(12) } })).toEqual([403, 40309]);
      expect(await status('startTwoFactorEnrolment', { token })).toEqual([403, 40309]);
      // Tokens are credentials: a person revokes them, never a program, not even its own.
      const own = (await t.call<Envelope<ApiToken[]>>('listApiTokens', { token, params: { id: account.userId } })).body.data[0];
      expect(await status('revokeApiToken', { token, params: { id: account.userId, tokenId: own?.tokenId ?? 0 } })).toEqual([403, 40309]);
      expect(await status('getCurrentUser', { token })).toEqual([200, 0]);
    });

    it('is refused when it is not one the server made', async () => {
      expect(await status('getCurrentUser', { token: 'tc_short' })).toEqual([401, 40100]);
      expect(await status('getCurrentUser', { token: `tc_${'A'.repeat(43)}` })).toEqual([401, 40100]);
    });
  });

  describe('who makes, lists and revokes tokens', () => {
    it('a person makes their own; a member only with an expiry', async () => {
      const { user, token } = await member();
      const own = await newToken(token, user.userId, { expiresInDays: 365 });
      expect(own.userId).toBe(user.userId);
      expect(await status('createApiToken', { token, params: { id: user.userId }, body: { name: 'forever', expiresInDays: null } })).toEqual([403, 40303]);
      expect(await status('createApiToken', { token, params: { id: user.userId }, body: { name: 'odd', expiresInDays: 7 } })).toEqual([400, 40000]);
      expect(await status('createApiToken', { token, params: { id: user.userId }, body: { name: '   ', expiresInDays: 30 } })).toEqual([400, 40000]);
      // Their token acts as them, with their rights.
      expect(await status('listUsers', { token: own.token })).toEqual([403, 40303]);
    });

    it('owners make tokens for the service accounts they manage, never for another person, and members for nobody else', async () => {
      const { user: person, token: memberToken } = await member();
      const account = await serviceAccount(t.ownerA);
      expect(await status('createApiToken', { token: t.ownerA, params: { id: person.userId }, body: { name: 'as them', expiresInDays: 30 } })).toEqual([403, 40303]);
      expect(await status('createApiToken', { token: memberToken, params: { id: account.userId }, body: { name: 'x', expiresInDays: 30 } })).toEqual([403, 40303]);
      expect(await status('listApiTokens', { token: memberToken, params: { id: account.userId } })).toEqual([403, 40303]);
      // Another tenant's account is as unknown as none.
      expect(await status('listApiTokens', { token: t.ownerB, params: { id: account.userId } })).toEqual([404, 40402]);
      expect(await status('listApiTokens', { token: t.ownerB, params: { id: account.userId }, headers: { 'x-tenant-id': String(t.a) } })).toEqual([403, 40302]);
      // An owner may revoke a person's token in their tenant (a leaked one), not make one.
      const personal = await newToken(memberToken, person.userId);
      expect((await t.call('revokeApiToken', { token: t.ownerA, params: { id: person.userId, tokenId: personal.tokenId } })).status).toBe(204);
      // Nobody manages the tokens of an account that ranks above them.
      const robotAdmin = await serviceAccount(t.admin, { role: 'owner', isAdmin: true });
      const systemOwner = await t.call<Envelope<User>>('createUser', { token: t.admin, body: { username: unique('sys-owner'), role: 'owner', password: PASSWORD } });
      const systemOwnerToken = await t.login(systemOwner.body.data.username, PASSWORD);
      expect(await status('listApiTokens', { token: systemOwnerToken, params: { id: robotAdmin.userId } })).toEqual([403, 40303]);
    });

    it('holds at most 50 tokens per account', async () => {
      const account = await serviceAccount(t.ownerA);
      for (let i = 0; i < 50; i += 1) await newToken(t.ownerA, account.userId, { name: `t${i}` });
      expect(await status('createApiToken', { token: t.ownerA, params: { id: account.userId }, body: { name: 'one more', expiresInDays: 30 } })).toEqual([409, 40909]);
      const listed = await t.call<Envelope<ApiToken[]>>('listApiTokens', { token: t.ownerA, params: { id: account.userId } });
      expect(listed.body.data).toHaveLength(50);
      expect(listed.body.data[0]?.name).toBe('t49');
    });

    it('ends with its account', async () => {
      const account = await serviceAccount(t.ownerA);
      const { token } = await newToken(t.ownerA, account.userId);
      expect((await t.call('deleteUser', { token: t.ownerA, params: { id: account.userId } })).status).toBe(204);
      expect(await status('getCurrentUser', { token })).toEqual([401, 40100]);
    });
  });
});

describeApi('an API token’s own rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ apiTokenRateLimit: 3 });
  });
  afterAll(async () => t.close());

  it('answers 429 past API_TOKEN_RATE_LIMIT calls a minute, per token, and leaves sessions alone', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const account = await t.call<Envelope<User>>('createServiceAccount', { token: admin, body: { username: 'limited', role: 'member' } });
    const make = async () =>
      (await t.call<Envelope<{ token: string }>>('createApiToken', { token: admin, params: { id: account.body.data.userId }, body: { name: 'x', expiresInDays: 30 } })).body.data.token;
    const [first, second] = [await make(), await make()];
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await t.call('getCurrentUser', { token: first })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await t.call<ErrorBody>('getCurrentUser', { token: first, headers: { 'accept-language': 'zh' } });
    expect(refused.body.code).toBe(42900);
    expect((await t.call('getCurrentUser', { token: second })).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await t.call('getCurrentUser', { token: admin })).status).toBe(200);
  });

  it('counts one budget per token across every operation, not one per route', async () => {
    const admin = await t.login('admin', ADMIN_PASSWORD);
    const account = await t.call<Envelope<User>>('createServiceAccount', { token: admin, body: { username: 'roaming', role: 'owner' } });
    const made = await t.call<Envelope<{ token: string }>>('createApiToken', { token: admin, params: { id: account.body.data.userId }, body: { name: 'x', expiresInDays: 30 } });
    const token = made.body.data.token;
    const statuses = [];
    for (const operationId of ['getCurrentUser', 'listUsers', 'listAuditEvents', 'listWebhookEndpoints', 'listDomainProofs']) {
      statuses.push((await t.call(operationId, { token })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('the API token shape', () => {
  it('is recognisable by secret scanners: tc_ and 43 base64url characters', async () => {
    const { newApiTokenSecret } = await import('../../../server/src/auth/api-token-secret.js');
    const one = newApiTokenSecret();
    const two = newApiTokenSecret();
    expect(one.token).toMatch(/^tc_[A-Za-z0-9_-]{43}$/);
    expect(one.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(one.token).not.toBe(two.token);
  });
});
