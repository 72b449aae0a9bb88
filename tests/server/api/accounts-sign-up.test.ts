import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SignUpMode } from '../../../server/src/config.js';
import { describeApi, startTestApp, type Envelope, type TestApp } from '../../helpers/test-app.js';

interface ErrorBody {
  code: number;
  message: string;
  data: { field?: string } | null;
}
interface SignedUp {
  tenantId: number;
  tenantName: string;
  username: string;
  enabled: boolean;
}

const PASSWORD = 'a-long-enough-password';

describeApi('sign-up as SIGNUP says', () => {
  let t: TestApp;
  let admin: string;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;
  /** The server's setting, as if it had been started with it (handlers read it on every call). */
  const policy = (mode: SignUpMode) => {
    t.app.config.signUp = mode;
  };
  const signUp = (body: Record<string, unknown>, language = 'en') =>
    t.call<Envelope<SignedUp> & ErrorBody>('signUp', { body, headers: { 'accept-language': language } });
  const form = () => {
    const name = unique('founded');
    return { tenantName: name, username: `${name}-owner`, email: `${name}@example.com`, password: PASSWORD };
  };
  const tenantCount = async () => (await t.call<Envelope<unknown[]>>('listTenants', { token: admin })).body.data.length;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.adminToken();
    await t.createTenant('taken-name', { password: PASSWORD });
  });
  afterAll(async () => t.close());

  it('says the policy, and is closed by default: 403 in both languages, nothing created', async () => {
    expect((await t.call<Envelope<{ mode: string }>>('getSignUpPolicy')).body.data).toEqual({ mode: 'off' });
    const before = await tenantCount();
    for (const language of ['en', 'zh']) {
      const refused = await signUp(form(), language);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(40307);
      expect(refused.body.message).toMatch(language === 'zh' ? /本控制台未开放注册/ : /Sign-up is closed/);
    }
    expect(await tenantCount()).toBe(before);
  });

  it('with approval, creates a disabled tenant and its owner, who signs in once an administrator enables it', async () => {
    policy('approval');
    expect((await t.call<Envelope<{ mode: string }>>('getSignUpPolicy')).body.data).toEqual({ mode: 'approval' });
    const body = form();
    const created = await signUp(body);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ tenantId: expect.any(Number), tenantName: body.tenantName, username: body.username, enabled: false });
    const early = await t.call<ErrorBody>('login', { body: { username: body.username, password: PASSWORD } });
    expect(early.status).toBe(403);
    // Told that it waits, not that the tenant is disabled (issue 42).
    expect(early.body.code).toBe(40310);
    await t.call('setTenantStatus', { token: admin, params: { id: created.body.data.tenantId }, query: { enabled: true } });
    const owner = await t.call<Envelope<{ user: { role: string; email: string; tenantId: number } }>>('login', { body: { username: body.username, password: PASSWORD } });
    expect(owner.status).toBe(200);
    expect(owner.body.data.user).toMatchObject({ role: 'owner', email: body.email, tenantId: created.body.data.tenantId });
    const filter = JSON.stringify({ action: 'tenant.signedUp', targetId: String(created.body.data.tenantId) });
    const [event] = (await t.call<Envelope<{ actor: { username: string }; changes: Record<string, unknown> }[]>>('listAuditEvents', { token: admin, query: { filter } })).body.data;
    expect(event?.actor.username).toBe(body.username);
    expect(JSON.stringify(event)).not.toContain(PASSWORD);
  });

  it('when open, the new tenant works at once', async () => {
    policy('open');
    const body = form();
    const created = await signUp(body);
    expect(created.status).toBe(201);
    expect(created.body.data.enabled).toBe(true);
    expect((await t.call('login', { body: { username: body.username, password: PASSWORD } })).status).toBe(200);
  });

  it.each([
    ['a tenant name', (body: ReturnType<typeof form>) => ({ ...body, tenantName: 'TAKEN-name' }), 'tenantName', 40900],
    ['a username', (body: ReturnType<typeof form>) => ({ ...body, username: 'taken-name' }), 'username', 40900],
    ['an email', (body: ReturnType<typeof form>) => ({ ...body, email: 'first@example.com' }), 'email', 40906],
  ])('refuses %s that is taken with 409 at its field, and creates nothing', async (_case, change, field, code) => {
    policy('open');
    if (field === 'email') await signUp({ ...form(), email: 'first@example.com' });
    const before = await tenantCount();
    const refused = await signUp(change(form()), 'zh');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code, data: { field } });
    expect(refused.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await tenantCount()).toBe(before);
  });

  it.each([
    ['a tenant name that is not a name', { tenantName: 'no spaces allowed' }, 'tenantName'],
    ['a username that is not a name', { username: '-x' }, 'username'],
    ['an email that is not one', { email: 'not-an-email' }, 'email'],
    ['a short password', { password: 'short' }, 'password'],
    ['no password', { password: undefined }, 'password'],
  ])('refuses %s with 400 at its field', async (_case, override, field) => {
    policy('open');
    const refused = await signUp({ ...form(), ...override });
    expect(refused.status).toBe(400);
    expect(refused.body.data?.field).toBe(field);
  });

  it('refuses the username as the password', async () => {
    policy('open');
    const body = { ...form(), username: 'a-long-founder-name', password: 'A-LONG-FOUNDER-NAME' };
    const refused = await signUp(body);
    expect(refused.status).toBe(400);
    expect(refused.body.data?.field).toBe('password');
  });

  it('permission matrix: public, and the same for every principal', async () => {
    policy('off');
    for (const token of [admin, undefined]) {
      const auth = token === undefined ? {} : { token };
      expect((await t.call('getSignUpPolicy', auth)).status).toBe(200);
      expect((await t.call('signUp', { ...auth, body: form() })).status).toBe(403);
    }
  });
});

describeApi('sign-up is rate limited like sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ signUp: 'open', loginRateLimit: { max: 2, addressFailureMax: 10_000, windowMs: 60_000 } });
  });
  afterAll(async () => t.close());

  it('answers 429 after the allowed attempts from one address', async () => {
    const attempt = (n: number) => t.call('signUp', { body: { tenantName: `limited-${n}`, username: `limited-${n}`, email: `l${n}@example.com`, password: PASSWORD } });
    expect((await attempt(1)).status).toBe(201);
    expect((await attempt(2)).status).toBe(201);
    expect((await attempt(3)).status).toBe(429);
  });
});
