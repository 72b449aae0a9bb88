import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resetTokenHash } from '../../../server/src/auth/link-token.js';
import { hashPassword } from '../../../server/src/auth/passwords.js';
import type { SignUpMode } from '../../../server/src/config.js';
import { outboxMailsTo, type ReceivedMail } from '../../helpers/mail.js';
import { describeApi, PASSWORD, startTestApp, useTestApp, type ApiResponse, type Envelope, type ErrorBody, type TestApp } from '../../helpers/test-app.js';

interface SignedUp {
  tenantId: number;
  tenantName: string;
  username: string;
  enabled: boolean;
}
interface SignUpBody {
  tenantName: string;
  username: string;
  email: string;
  password: string;
}

const PUBLIC_URL = 'https://console.example.com/admin';
const DAY_MS = 24 * 60 * 60 * 1000;

describeApi('sign-up by mail, the same answer whatever is taken', () => {
  const t = useTestApp({ config: { publicUrl: PUBLIC_URL } });
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;
  /** The server's setting, as if it had been started with it (handlers read it on every call). */
  const policy = (mode: SignUpMode) => {
    t.app.config.signUp = mode;
  };
  const signUp = (body: Partial<SignUpBody> | Record<string, unknown>, language = 'en') =>
    t.call<ErrorBody>('signUp', { body, headers: { 'accept-language': language } });
  const check = (token: string | undefined, language = 'en') =>
    t.call<Envelope<{ tenantName: string; username: string; email: string }> & ErrorBody>('checkSignUpLink', { body: { token }, headers: { 'accept-language': language } });
  const confirm = (token: string | undefined, language = 'en') =>
    t.call<Envelope<SignedUp> & ErrorBody>('confirmSignUp', { body: { token }, headers: { 'accept-language': language } });
  const form = (): SignUpBody => {
    const name = unique('founded');
    return { tenantName: name, username: `${name}-owner`, email: `${name}@example.com`, password: PASSWORD };
  };
  /** The newest mail to an address, once there are `count` of them. */
  const mailTo = async (email: string, count = 1): Promise<ReceivedMail> => {
    const mail = (await outboxMailsTo(t.config.dataDir, email, count)).at(-1);
    if (!mail) throw new Error(`No mail to ${email}`);
    return mail;
  };
  /** Asks, and answers the token of the link mailed for it. */
  const linkFor = async (body: SignUpBody, language = 'en') => {
    expect((await signUp(body, language)).status).toBe(202);
    const mail = await mailTo(body.email);
    if (!mail.token) throw new Error(`The mail to ${body.email} holds no link:\n${mail.text}`);
    return mail.token;
  };
  const tenantCount = async () => (await t.call<Envelope<unknown[]>>('listTenants', { token: t.admin })).body.data.length;
  const outboxCount = () => {
    const outbox = path.join(t.config.dataDir, 'outbox');
    return fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).length : 0;
  };
  const requestRows = () => t.app.database.db.selectFrom('sign_up_requests').selectAll().execute();
  /** A user of the tenant `taken-name`, to hold a username or an email. */
  const accountWith = async (fields: { username?: string; email?: string }) => {
    const tenantId = await t.app.repos.tenants.findIdByUsername('taken-name');
    if (tenantId === undefined) throw new Error('No tenant taken-name');
    await t.app.repos.users.create(
      { tenantId, username: fields.username ?? unique('holder'), passwordHash: await hashPassword(PASSWORD), isAdmin: false, role: 'member', email: fields.email ?? null },
      new Date().toISOString(),
    );
  };
  const headerNames = (answer: ApiResponse) => Object.keys(answer.headers).sort();

  beforeAll(async () => {
    await t.createTenant('taken-name', { password: PASSWORD });
  });

  it('says the policy, and is closed by default: 403 in both languages, nothing written or mailed', async () => {
    expect((await t.call<Envelope<{ mode: string }>>('getSignUpPolicy')).body.data).toEqual({ mode: 'off' });
    const before = outboxCount();
    for (const language of ['en', 'zh']) {
      const refused = await signUp(form(), language);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe(40307);
      expect(refused.body.message).toMatch(language === 'zh' ? /本控制台未开放注册/ : /Sign-up is closed/);
    }
    await t.app.signUpRequests.idle();
    expect(await requestRows()).toEqual([]);
    expect(outboxCount()).toBe(before);
  });

  it('answers 202 with the same bytes whether the tenant name, the username or the email is free or taken', async () => {
    policy('open');
    const body = form();
    const answers: ApiResponse[] = [await signUp(body)];
    // The same request again, each time with one more of its values taken by someone else.
    await t.createTenant(body.tenantName);
    answers.push(await signUp(body));
    await accountWith({ username: body.username });
    answers.push(await signUp(body));
    await accountWith({ email: body.email });
    answers.push(await signUp(body));
    const [free] = answers;
    expect(free?.status).toBe(202);
    expect(free?.text).toBe(
      JSON.stringify({ code: 0, message: `We sent a mail to ${body.email}; open the link in it within 24 hours to finish signing up`, data: null }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.text).toBe(free?.text);
      expect(headerNames(answer)).toEqual(headerNames(free as ApiResponse));
    }
    const chinese = await signUp(form(), 'zh');
    expect(chinese.status).toBe(202);
    expect(chinese.body.message).toMatch(/^我们已向 founded-\d+@example\.com 发送邮件；请在 24 小时内打开其中的链接完成注册$/);
  });

  it('mails a link to a free address, built from PUBLIC_URL, in the language asked in; the database keeps only its hash', async () => {
    policy('open');
    const body = form();
    expect((await signUp(body)).status).toBe(202);
    const mail = await mailTo(body.email);
    expect(mail.to).toBe(body.email);
    expect(mail.subject).toBe('Finish signing up for Tenant Console');
    expect(mail.link).toMatch(/^https:\/\/console\.example\.com\/admin\/sign-up\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`create the tenant ${body.tenantName}`);
    expect(mail.text).toContain(body.username);
    expect(mail.text).toContain('24 hours');
    // The log names the outbox file that holds the link, never the link.
    expect(t.logs.some((line) => line.includes('Sign-up mail written to the outbox') && line.includes('.eml'))).toBe(true);
    expect(t.logs.some((line) => line.includes(mail.token ?? '?'))).toBe(false);
    const stored = await requestRows();
    expect(stored.map((row) => row.token_hash)).toContain(resetTokenHash(mail.token ?? ''));
    expect(JSON.stringify(stored)).not.toContain(mail.token);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);

    const zh = form();
    expect((await signUp(zh, 'zh-CN')).status).toBe(202);
    const chinese = await mailTo(zh.email);
    expect(chinese.subject).toBe('完成 Tenant Console 注册');
    expect(chinese.text).toContain('24 小时内');
    expect(chinese.token).toEqual(expect.any(String));
  });

  it('mails an address that has an account its username and the way to a new password, and creates nothing', async () => {
    policy('open');
    const holder = form();
    await accountWith({ username: holder.username, email: holder.email });
    const before = await tenantCount();
    for (const [language, count] of [['en', 1], ['zh', 2]] as const) {
      expect((await signUp({ ...form(), email: holder.email.toUpperCase() }, language)).status).toBe(202);
      const mail = await mailTo(holder.email.toUpperCase(), count);
      expect(mail.subject).toBe(language === 'en' ? 'You already have a Tenant Console account' : '您已有 Tenant Console 账号');
      expect(mail.text).toContain(holder.username);
      expect(mail.text).toContain(`${PUBLIC_URL}/forgot-password`);
      expect(mail.text).toMatch(language === 'en' ? /Someone, maybe you, tried to sign up/ : /有人（可能是您）尝试用此邮箱/);
      expect(mail.token).toBeUndefined();
    }
    await t.app.signUpRequests.idle();
    expect(await requestRows()).not.toContainEqual(expect.objectContaining({ email: holder.email.toUpperCase() }));
    expect(await tenantCount()).toBe(before);
  });

  it('answers before any work: held back, the answer arrives with the request waiting, and the mail follows', async () => {
    policy('open');
    const body = form();
    const before = outboxCount();
    const release = t.app.signUpRequests.hold();
    // A pass already under way (an earlier answer's) could take the request as it is written.
    await t.app.signUpRequests.idle();
    try {
      expect((await signUp(body)).status).toBe(202);
      const waiting = (await requestRows()).filter((row) => row.email === body.email);
      expect(waiting.map((row) => [row.tenant_name, row.username, row.language, row.token_hash])).toEqual([[body.tenantName, body.username, 'en', null]]);
      expect(outboxCount()).toBe(before);
    } finally {
      release();
    }
    expect((await mailTo(body.email)).token).toEqual(expect.any(String));
  });

  it('when open, the link creates the tenant and its owner at once, with the password given and the email proved, audited', async () => {
    policy('open');
    const body = form();
    const token = await linkFor(body);
    const checked = await check(token);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toEqual({ tenantName: body.tenantName, username: body.username, email: body.email });
    const created = await confirm(token);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ tenantId: expect.any(Number), tenantName: body.tenantName, username: body.username, enabled: true });
    const owner = await t.call<Envelope<{ user: { role: string; email: string; tenantId: number } }>>('login', { body: { username: body.username, password: PASSWORD } });
    expect(owner.status).toBe(200);
    expect(owner.body.data.user).toMatchObject({ role: 'owner', email: body.email, tenantId: created.body.data.tenantId });
    const filter = JSON.stringify({ action: 'tenant.signedUp', targetId: String(created.body.data.tenantId) });
    const [event] = (await t.call<Envelope<{ actor: { username: string }; changes: Record<string, unknown> }[]>>('listAuditEvents', { token: t.admin, query: { filter } })).body.data;
    expect(event?.actor.username).toBe(body.username);
    expect(event?.changes).toEqual({
      username: { before: null, after: body.tenantName },
      enabled: { before: null, after: true },
      owner: { before: null, after: body.username },
      email: { before: null, after: body.email },
    });
    expect(JSON.stringify(event)).not.toContain(PASSWORD);
    expect(JSON.stringify(event)).not.toContain(token);
  });

  it('works once: a used link is refused with 410 in the language asked in, and creates nothing more', async () => {
    policy('open');
    const body = form();
    const token = await linkFor(body);
    expect((await confirm(token)).status).toBe(201);
    const before = await tenantCount();
    for (const call of [check, confirm]) {
      const again = await call(token, 'zh');
      expect(again.status).toBe(410);
      expect(again.body).toMatchObject({ code: 41010, data: { field: 'token' } });
      expect(again.body.message).toBe('此注册链接已被使用；请用它创建的账号登录');
    }
    expect(await tenantCount()).toBe(before);
    // The row keeps no password hash once the owner has it.
    const [row] = (await requestRows()).filter((r) => r.token_hash === resetTokenHash(token));
    expect(row?.password_hash).toBe('');
  });

  it('creates one tenant when the link is confirmed twice at once (two tabs)', async () => {
    policy('open');
    const token = await linkFor(form());
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((answer) => [answer.status, answer.body.code]).sort()).toEqual([
      [201, 0],
      [410, 41010],
    ]);
  });

  it('with approval, the link creates a tenant waiting for an administrator; its owner signs in once it is enabled', async () => {
    policy('approval');
    expect((await t.call<Envelope<{ mode: string }>>('getSignUpPolicy')).body.data).toEqual({ mode: 'approval' });
    const body = form();
    const created = await confirm(await linkFor(body));
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ tenantId: expect.any(Number), tenantName: body.tenantName, username: body.username, enabled: false });
    const early = await t.call<ErrorBody>('login', { body: { username: body.username, password: PASSWORD } });
    expect([early.status, early.body.code]).toEqual([403, 40310]);
    await t.call('setTenantStatus', { token: t.admin, params: { id: created.body.data.tenantId }, query: { enabled: true } });
    expect((await t.call('login', { body: { username: body.username, password: PASSWORD } })).status).toBe(200);
  });

  it('refuses an expired link with 410 and an unknown one with 404, and creates nothing', async () => {
    policy('open');
    const body = form();
    const token = await linkFor(body);
    await t.app.database.db.updateTable('sign_up_requests').set({ expires_at: new Date(Date.now() - 60_000).toISOString() }).where('token_hash', '=', resetTokenHash(token)).execute();
    const before = await tenantCount();
    for (const call of [check, confirm]) {
      const expired = await call(token);
      expect(expired.status).toBe(410);
      expect(expired.body).toMatchObject({ code: 41011, data: { field: 'token' } });
      expect(expired.body.message).toBe('This sign-up link has expired; sign up again');
      const unknown = await call('u'.repeat(43));
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 40415, data: { field: 'token' } });
    }
    expect(await tenantCount()).toBe(before);
    expect((await t.call<ErrorBody>('login', { body: { username: body.username, password: PASSWORD } })).body.code).toBe(40102);
  });

  it('forgets an expired link’s password at the next pass, and the whole link a week after it expired', async () => {
    policy('open');
    const recent = await linkFor(form());
    const old = await linkFor(form());
    const at = (ms: number) => new Date(Date.now() - ms).toISOString();
    await t.app.database.db.updateTable('sign_up_requests').set({ expires_at: at(60_000) }).where('token_hash', '=', resetTokenHash(recent)).execute();
    await t.app.database.db.updateTable('sign_up_requests').set({ expires_at: at(8 * DAY_MS) }).where('token_hash', '=', resetTokenHash(old)).execute();
    t.app.signUpRequests.kick();
    await t.app.signUpRequests.idle();
    expect((await check(recent)).body.code).toBe(41011);
    expect((await check(old)).body.code).toBe(40415);
    const rows = await requestRows();
    expect(rows.find((row) => row.token_hash === resetTokenHash(recent))?.password_hash).toBe('');
    expect(rows.some((row) => row.token_hash === resetTokenHash(old))).toBe(false);
  });

  it.each([
    ['tenant name', 'tenantName', 40900, async (body: SignUpBody) => void (await t.createTenant(body.tenantName))],
    ['username', 'username', 40900, (body: SignUpBody) => accountWith({ username: body.username })],
    ['email', 'email', 40906, (body: SignUpBody) => accountWith({ email: body.email })],
  ])('says at its field, to the holder of the link, a %s taken between the request and the confirmation; nothing is created', async (_case, field, code, take) => {
    policy('open');
    const body = form();
    const token = await linkFor(body);
    await take(body);
    const before = await tenantCount();
    for (const call of [check, confirm]) {
      const refused = await call(token, 'zh');
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code, data: { field } });
      expect(refused.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await tenantCount()).toBe(before);
    // Refused, the link stays unused: it is not "used" when followed again.
    expect((await check(token)).body.code).toBe(code);
  });

  it('mails a link for a tenant name or username taken before the request too, and says so only to the link’s holder', async () => {
    policy('open');
    const nameTaken = { ...form(), tenantName: 'TAKEN-name' };
    const nameRefused = await check(await linkFor(nameTaken));
    expect([nameRefused.status, nameRefused.body.code, nameRefused.body.data?.field]).toEqual([409, 40900, 'tenantName']);
    const usernameTaken = { ...form(), username: 'taken-name' };
    const usernameRefused = await check(await linkFor(usernameTaken));
    expect([usernameRefused.status, usernameRefused.body.code, usernameRefused.body.data?.field]).toEqual([409, 40900, 'username']);
  });

  it('answers 403 to a link followed after sign-up was closed, and creates nothing', async () => {
    policy('open');
    const token = await linkFor(form());
    policy('off');
    for (const call of [check, confirm]) {
      const refused = await call(token);
      expect([refused.status, refused.body.code]).toEqual([403, 40307]);
    }
    policy('open');
    expect((await confirm(token)).status).toBe(201);
  });

  it.each([
    ['a tenant name that is not a name', { tenantName: 'no spaces allowed' }, 'tenantName'],
    ['a username that is not a name', { username: '-x' }, 'username'],
    ['an email that is not one', { email: 'not-an-email' }, 'email'],
    ['a short password', { password: 'short' }, 'password'],
    ['no password', { password: undefined }, 'password'],
  ])('refuses %s with 400 at its field, before writing anything', async (_case, override, field) => {
    policy('open');
    const before = (await requestRows()).length;
    const refused = await signUp({ ...form(), ...override });
    expect(refused.status).toBe(400);
    expect(refused.body.data?.field).toBe(field);
    expect(await requestRows()).toHaveLength(before);
  });

  it('refuses the username as the password, and a link token of the wrong shape', async () => {
    policy('open');
    const refused = await signUp({ ...form(), username: 'a-long-founder-name', password: 'A-LONG-FOUNDER-NAME' });
    expect(refused.status).toBe(400);
    expect(refused.body.data?.field).toBe('password');
    for (const call of [check, confirm]) {
      const malformed = await call('short');
      expect(malformed.status).toBe(400);
      expect(malformed.body.data?.field).toBe('token');
    }
  });

  it('permission matrix: public, and the same for every principal', async () => {
    policy('off');
    for (const token of [t.admin, undefined]) {
      const auth = token === undefined ? {} : { token };
      expect((await t.call('getSignUpPolicy', auth)).status).toBe(200);
      expect((await t.call('signUp', { ...auth, body: form() })).status).toBe(403);
      expect((await t.call('checkSignUpLink', { ...auth, body: { token: 'z'.repeat(43) } })).status).toBe(403);
      expect((await t.call('confirmSignUp', { ...auth, body: { token: 'z'.repeat(43) } })).status).toBe(403);
    }
    policy('open');
    for (const token of [t.admin, undefined]) {
      const auth = token === undefined ? {} : { token };
      expect((await t.call('signUp', { ...auth, body: form() })).status).toBe(202);
      expect((await t.call('checkSignUpLink', { ...auth, body: { token: 'z'.repeat(43) } })).status).toBe(404);
      expect((await t.call('confirmSignUp', { ...auth, body: { token: 'z'.repeat(43) } })).status).toBe(404);
    }
  });
});

describeApi('sign-up is rate limited like sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ signUp: 'open', loginRateLimit: { max: 2, addressFailureMax: 10_000, windowMs: 60_000 } });
  });
  afterAll(async () => t.close());

  it('answers 429 after the allowed attempts from one address, for the request and for its link', async () => {
    const attempt = (n: number) => t.call('signUp', { body: { tenantName: `limited-${n}`, username: `limited-${n}`, email: `l${n}@example.com`, password: PASSWORD } });
    expect((await attempt(1)).status).toBe(202);
    expect((await attempt(2)).status).toBe(202);
    expect((await attempt(3)).status).toBe(429);
    for (const operationId of ['checkSignUpLink', 'confirmSignUp']) {
      const tries = [];
      for (let n = 0; n < 3; n += 1) tries.push((await t.call(operationId, { body: { token: 'z'.repeat(43) } })).status);
      expect(tries, operationId).toEqual([404, 404, 429]);
    }
  });
});

describeApi('sign-up requests answered just before a stop', () => {
  it('are worked on at the next start: the link goes out from the request the stopped server answered', async () => {
    const first = await startTestApp({ signUp: 'open' });
    try {
      first.app.signUpRequests.hold();
      // The pass of its start may still be reading the queue: the request is written after it.
      await first.app.signUpRequests.idle();
      const body = { tenantName: 'stopped-founder', username: 'stopped-owner', email: 'stopped-founder@example.com', password: PASSWORD };
      expect((await first.call('signUp', { body })).status).toBe(202);
      await first.app.close();
      expect(fs.existsSync(path.join(first.config.dataDir, 'outbox'))).toBe(false);

      const second = await startTestApp({ signUp: 'open', dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl });
      try {
        const [mail] = await outboxMailsTo(first.config.dataDir, body.email);
        const created = await second.call<Envelope<SignedUp>>('confirmSignUp', { body: { token: mail?.token } });
        expect(created.status).toBe(201);
        expect(created.body.data).toMatchObject({ tenantName: body.tenantName, username: body.username, enabled: true });
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
