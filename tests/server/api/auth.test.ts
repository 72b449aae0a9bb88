import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resolveJwtSecret } from '../../../server/src/auth/secrets.js';
import { ADMIN_PASSWORD, describeApi, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

interface LoginData {
  token: string;
  user: { userId: number; username: string; isAdmin: boolean; tenantId: number };
}

describeApi('auth', () => {
  let t: TestApp;
  let secret: Uint8Array;

  beforeAll(async () => {
    t = await startTestApp();
    secret = new TextEncoder().encode(resolveJwtSecret(undefined, t.config.dataDir));
  });
  afterAll(async () => t.close());

  const forge = (claims: Record<string, unknown>, expires: string | number = '1h') =>
    new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setExpirationTime(expires).sign(secret);

  it('signs the first administrator in and answers a token carrying sub, tenant_id, is_admin and exp', async () => {
    const response = await t.call<Envelope<LoginData>>('login', { body: { username: 'admin', password: ADMIN_PASSWORD } });
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(0);
    expect(response.body.data.user).toMatchObject({ username: 'admin', isAdmin: true });
    const [, payload = ''] = response.body.data.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({
      sub: String(response.body.data.user.userId),
      tenant_id: response.body.data.user.tenantId,
      is_admin: true,
    });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('matches the username without regard to case', async () => {
    const response = await t.call('login', { body: { username: 'ADMIN', password: ADMIN_PASSWORD } });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrongPassword = await t.call('login', { body: { username: 'admin', password: 'not-the-password' } });
    const unknownUser = await t.call('login', { body: { username: 'nobody', password: 'not-the-password' } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body).toMatchObject({ code: 40102, message: 'Wrong username or password' });
  });

  it('names the missing field when the password is left out', async () => {
    const response = await t.call('login', { body: { username: 'admin' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 40000, data: { field: 'password' } });
    expect(response.body.message).toContain('password');
  });

  it('answers /me with the signed-in user', async () => {
    const response = await t.call<Envelope<LoginData['user']>>('getCurrentUser', { token: await t.adminToken() });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ username: 'admin', isAdmin: true });
  });

  it.each([
    ['no token', {}],
    ['a header that is not Bearer', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['a malformed token', { authorization: 'Bearer not-a-jwt' }],
  ])('refuses %s with 401', async (_name, headers) => {
    const response = await t.call('getCurrentUser', { headers });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 40100 });
  });

  it('refuses a token signed with another key', async () => {
    const other = new TextEncoder().encode('x'.repeat(48));
    const token = await new SignJWT({ tenant_id: 1, is_admin: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(other);
    const response = await t.call('getCurrentUser', { token });
    expect(response.status).toBe(401);
  });

  it("refuses an unsigned token (alg 'none')", async () => {
    const token = new UnsecuredJWT({ tenant_id: 1, is_admin: true }).setSubject('1').setExpirationTime('1h').encode();
    const response = await t.call('getCurrentUser', { token });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 40100 });
  });

  it('refuses an expired token with its own code', async () => {
    const token = await forge({ tenant_id: 1, is_admin: true }, Math.floor(Date.now() / 1000) - 60);
    const response = await t.call('getCurrentUser', { token });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 40101, message: 'Your session has expired; sign in again' });
  });

  it('takes no token the signing key alone can make: one naming no session, or a session never started, is refused', async () => {
    const noSession = await t.call<{ code: number }>('getCurrentUser', { token: await forge({ tenant_id: 1, is_admin: true }) });
    expect([noSession.status, noSession.body.code]).toEqual([401, 40100]);
    const madeUp = await t.call<{ code: number }>('getCurrentUser', { token: await forge({ tenant_id: 1, is_admin: true, sid: 'x'.repeat(43) }) });
    expect([madeUp.status, madeUp.body.code]).toEqual([401, 40103]);
    // The same key with a session the server started is taken.
    expect((await t.call('getCurrentUser', { token: await t.adminToken() })).status).toBe(200);
  });

  it('answers in Chinese when Accept-Language prefers it', async () => {
    const response = await t.call('login', {
      body: { username: 'admin', password: 'wrong-password' },
      headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
    });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: '用户名或密码错误' });
  });
});

describeApi('auth: tenants and roles', () => {
  let t: TestApp;
  let ownerToken: string;
  let ownTenant: number;
  let otherTenant: number;

  beforeAll(async () => {
    t = await startTestApp();
    ownTenant = await t.createTenant('owner-one', { password: 'owner-one-password' });
    otherTenant = await t.createTenant('owner-two');
    ownerToken = await t.login('owner-one', 'owner-one-password');
  });
  afterAll(async () => t.close());

  it('refuses admin calls to a user who is not an administrator with 403', async () => {
    const response = await t.call('listTenants', { token: ownerToken });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 40300 });
  });

  it("lets a user name their own tenant in X-Tenant-Id", async () => {
    const response = await t.call('getCurrentUser', { token: ownerToken, headers: { 'x-tenant-id': String(ownTenant) } });
    expect(response.status).toBe(200);
  });

  it('refuses a user who names another tenant in X-Tenant-Id with 403', async () => {
    const response = await t.call('getCurrentUser', {
      token: ownerToken,
      headers: { 'x-tenant-id': String(otherTenant) },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 40302, data: { field: 'X-Tenant-Id' } });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses X-Tenant-Id %s with 400 naming the header', async (value) => {
    const response = await t.call('getCurrentUser', { token: ownerToken, headers: { 'x-tenant-id': value } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 40000, data: { field: 'X-Tenant-Id' } });
  });

  it('lets an administrator act in another tenant, and answers 404 for one that does not exist', async () => {
    const token = await t.adminToken();
    const other = await t.call('listTenants', { token, headers: { 'x-tenant-id': String(otherTenant) } });
    expect(other.status).toBe(200);
    const missing = await t.call('listTenants', { token, headers: { 'x-tenant-id': '999999' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 40401, data: { field: 'X-Tenant-Id' } });
  });

  it("stops a disabled tenant's users from signing in, and their tokens at once", async () => {
    const id = await t.createTenant('soon-disabled', { password: 'soon-disabled-pw' });
    const token = await t.login('soon-disabled', 'soon-disabled-pw');
    expect((await t.call('getCurrentUser', { token })).status).toBe(200);

    const disable = await t.call('setTenantStatus', {
      token: await t.adminToken(),
      params: { id },
      query: { enabled: false },
    });
    expect(disable.status).toBe(200);

    const me = await t.call('getCurrentUser', { token });
    expect(me.status).toBe(403);
    expect(me.body).toMatchObject({ code: 40301 });
    const login = await t.call('login', { body: { username: 'soon-disabled', password: 'soon-disabled-pw' } });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 40301 });
    const wrongPassword = await t.call('login', { body: { username: 'soon-disabled', password: 'wrong-password' } });
    expect(wrongPassword.status).toBe(401);
  });
});

describeApi('auth: rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginRateLimit: { max: 3, addressFailureMax: 10_000, windowMs: 60_000 } });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After after too many attempts for one username', async () => {
    const attempt = () => t.call('login', { body: { username: 'admin', password: 'wrong-password' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 42900 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another username from the same address is still let through.
    const other = await t.call('login', { body: { username: 'someone-else', password: 'wrong-password' } });
    expect(other.status).toBe(401);
  });
});

describeApi('auth: failed sign-ins per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginRateLimit: { max: 1_000, addressFailureMax: 4, windowMs: 60_000 } });
    await t.createTenant('sprayed', { password: 'sprayed-password' });
  });
  afterAll(async () => t.close());

  it('slows one address trying one password over many usernames, known or not, with the same answer', async () => {
    const attempts = ['alice', 'admin', 'bob', 'sprayed'].map((username) =>
      t.call('login', { body: { username, password: 'Summer2026!' } }),
    );
    const answers = await Promise.all(attempts);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);

    const next = await t.call('login', { body: { username: 'carol', password: 'Summer2026!' } });
    expect(next.status).toBe(429);
    expect(next.body).toMatchObject({ code: 42900 });
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    // While the address is limited, even the right password waits: the limit must not be a way
    // to test guesses.
    const right = await t.call('login', { body: { username: 'sprayed', password: 'sprayed-password' } });
    expect(right.status).toBe(429);
  });

  it('counts only failures: successful sign-ins from another address are not slowed', async () => {
    const other = await t.raw({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'sprayed', password: 'sprayed-password' }),
      remoteAddress: '10.9.8.7',
    });
    expect(other.status).toBe(200);
  });
});
