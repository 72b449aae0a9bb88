import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetTokenHash } from '../../../server/src/auth/link-token.js';
import { fulfilResetRequest, RESET_MAILS_PER_HOUR } from '../../../server/src/modules/accounts/reset-fulfilment.js';
import { outboxMails, parseMail } from '../../helpers/mail.js';
import { startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink.js';
import { describeApi, dialect, PASSWORD, startTestApp, useTestApp, type Envelope, type ErrorBody, type TestApp } from '../../helpers/test-app.js';

const NEW_PASSWORD = 'a-password-from-the-link';

describeApi('password reset by mail (outbox)', () => {
  const t = useTestApp({ config: { publicUrl: 'https://console.example.com/admin' }, tenants: ['reset-alpha'] });
  let mailed = 0;
  let counter = 0;
  const unique = (prefix: string) => `${prefix}-${(counter += 1)}`;

  async function newUser(body: Record<string, unknown> = {}) {
    const username = unique('reset');
    const created = await t.call<Envelope<{ userId: number }>>('createUser', {
      token: t.ownerA,
      body: { username, email: `${username}@example.com`, role: 'member', password: PASSWORD, ...body },
    });
    if (created.status !== 201) throw new Error(created.text);
    return { username, email: `${username}@example.com`, userId: created.body.data.userId };
  }
  const request = (login: string, language = 'en') =>
    t.call<Envelope<null>>('requestPasswordReset', { body: { login }, headers: { 'accept-language': language } });
  /** The link mailed by the last request that matched. */
  async function lastMail() {
    mailed += 1;
    const mails = await outboxMails(t.config.dataDir, mailed);
    const mail = mails.at(-1);
    if (!mail?.token) throw new Error('The mail holds no link');
    return mail;
  }
  const outboxCount = () => {
    const outbox = path.join(t.config.dataDir, 'outbox');
    return fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).length : 0;
  };

  it('mails a link built from PUBLIC_URL, by username or by email, in the language asked in', async () => {
    const { username, email } = await newUser();
    const byName = await request(username.toUpperCase());
    expect(byName.status).toBe(202);
    const mail = await lastMail();
    expect(mail.to).toBe(email);
    expect(mail.from).toContain('no-reply@localhost');
    expect(mail.subject).toBe('Reset your Tenant Console password');
    expect(mail.link).toMatch(/^https:\/\/console\.example\.com\/admin\/forgot-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain('30 minutes');
    // The log says where the mail is, not what its link is.
    expect(t.logs.some((line) => line.includes('Password reset mail written to the outbox'))).toBe(true);
    expect(t.logs.join('\n')).not.toContain(mail.token);
    expect((await request(email, 'zh-CN')).status).toBe(202);
    const chinese = await lastMail();
    expect(chinese.subject).toBe('重置您的 Tenant Console 密码');
    expect(chinese.token).not.toBe(mail.token);
    // The database holds only the hash of a token, never one that works.
    const stored = await t.app.database.db.selectFrom('password_reset_links').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(resetTokenHash(mail.token ?? ''));
    expect(JSON.stringify(stored)).not.toContain(mail.token);
  });

  it('answers the same whether or not an account matched, and mails nobody when none did', async () => {
    const { username } = await newUser({ email: null });
    const disabled = await newUser();
    await t.call('updateUser', { token: t.ownerA, params: { id: disabled.userId }, body: { enabled: false } });
    const before = outboxCount();
    const answers = await Promise.all(['nobody-at-all', 'nobody@example.com', username, disabled.email].map((login) => request(login)));
    const matched = await request((await newUser()).username);
    for (const answer of answers) {
      expect(answer.status).toBe(matched.status);
      expect(answer.body).toEqual(matched.body);
    }
    await lastMail();
    expect(outboxCount()).toBe(before + 1);
  });

  it('answers before any work for the account: held back, the answer still arrives, and the link, its event and the mail follow it', async () => {
    const { username, userId } = await newUser();
    const linksOf = () => t.app.database.db.selectFrom('password_reset_links').select('token_hash').where('user_id', '=', userId).execute();
    const eventsOf = async () =>
      (await t.app.database.db.selectFrom('audit_events').select('event_id').where('action', '=', 'user.passwordResetRequested').where('target_id', '=', String(userId)).execute()).length;
    const before = outboxCount();
    const release = t.app.resetRequests.hold();
    try {
      const answer = await request(username);
      expect(answer.status).toBe(202);
      // Answered, and nothing about the account has happened: the request waits, as asked.
      expect(await linksOf()).toEqual([]);
      expect(await eventsOf()).toBe(0);
      expect(outboxCount()).toBe(before);
      const waiting = await t.app.database.db.selectFrom('password_reset_requests').select(['login', 'language']).execute();
      expect(waiting).toEqual([{ login: username, language: 'en' }]);
    } finally {
      release();
    }
    const mail = await lastMail();
    expect(mail.text).toContain(username);
    expect(await linksOf()).toHaveLength(1);
    expect(await eventsOf()).toBe(1);
    await t.app.resetRequests.idle();
    expect(await t.app.database.db.selectFrom('password_reset_requests').select('login').execute()).toEqual([]);
  });

  it('writes the same row for a login that matches nobody, and works it off without a trace', async () => {
    const release = t.app.resetRequests.hold();
    try {
      expect((await request('nobody-by-this-name')).status).toBe(202);
      expect(await t.app.database.db.selectFrom('password_reset_requests').select('login').execute()).toEqual([{ login: 'nobody-by-this-name' }]);
    } finally {
      release();
    }
    await t.app.resetRequests.idle();
    expect(await t.app.database.db.selectFrom('password_reset_requests').select('login').execute()).toEqual([]);
  });

  it('sets the password from the link once, ends every session, and says what a used link is', async () => {
    const { username } = await newUser();
    const session = await t.login(username, PASSWORD);
    await request(username);
    const { token } = await lastMail();
    const checked = await t.call<Envelope<{ username: string }>>('checkPasswordResetLink', { body: { token } });
    expect(checked.status).toBe(200);
    expect(checked.body.data.username).toBe(username);
    const reset = await t.call<Envelope<{ username: string }>>('resetPassword', { body: { token, newPassword: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    expect(reset.body.data.username).toBe(username);
    expect((await t.call<ErrorBody>('getCurrentUser', { token: session })).body.code).toBe(40103);
    expect((await t.call('login', { body: { username, password: NEW_PASSWORD } })).status).toBe(200);
    for (const [operation, body] of [['checkPasswordResetLink', { token }], ['resetPassword', { token, newPassword: 'yet-another-password' }]] as const) {
      const again = await t.call<ErrorBody>(operation, { body, headers: { 'accept-language': 'zh' } });
      expect(again.status, operation).toBe(410);
      expect(again.body.code, operation).toBe(41000);
      expect(again.body.message).toBe('此密码重置链接已被使用；请重新申请');
    }
  });

  it('ends the other links of the user when one is used', async () => {
    const { username } = await newUser();
    await request(username);
    const first = await lastMail();
    await request(username);
    const second = await lastMail();
    expect((await t.call('resetPassword', { body: { token: second.token, newPassword: NEW_PASSWORD } })).status).toBe(200);
    expect((await t.call<ErrorBody>('resetPassword', { body: { token: first.token, newPassword: 'yet-another-password' } })).body.code).toBe(41000);
  });

  it('refuses an expired link with 410 and a forged one with 404, and changes nothing', async () => {
    const { username, userId } = await newUser();
    const token = 'x'.repeat(43);
    const past = new Date(Date.now() - 60_000).toISOString();
    await t.app.repos.resetLinks.create(userId, resetTokenHash(token), past, past);
    const expired = await t.call<ErrorBody>('resetPassword', { body: { token, newPassword: NEW_PASSWORD } });
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: 41001, data: { field: 'token' } });
    const forged = await t.call<ErrorBody>('checkPasswordResetLink', { body: { token: 'y'.repeat(43) } });
    expect(forged.status).toBe(404);
    expect(forged.body.code).toBe(40404);
    expect((await t.call('login', { body: { username, password: PASSWORD } })).status).toBe(200);
  });

  it.each([
    ['a token of the wrong shape', { token: 'short', newPassword: NEW_PASSWORD }, 'token'],
    ['a short new password', { newPassword: 'short' }, 'newPassword'],
    ['no new password', { newPassword: undefined }, 'newPassword'],
  ])('refuses %s with 400 at its field', async (_case, override, field) => {
    const { username } = await newUser();
    await request(username);
    const { token } = await lastMail();
    const refused = await t.call<ErrorBody>('resetPassword', { body: Object.assign({ token, newPassword: NEW_PASSWORD }, override) });
    expect(refused.status).toBe(400);
    expect(refused.body.data?.field).toBe(field);
  });

  it('refuses the username as the new password', async () => {
    const username = unique('reset-a-long-username');
    await newUser({ username, email: `${username}@example.com` });
    await request(username);
    const { token } = await lastMail();
    const refused = await t.call<ErrorBody>('resetPassword', { body: { token, newPassword: username } });
    expect(refused.status).toBe(400);
    expect(refused.body.data?.field).toBe('newPassword');
  });

  it('records the request and the reset in the tenant’s log, never the link', async () => {
    const { username, userId } = await newUser();
    await request(username);
    const { token } = await lastMail();
    await t.call('resetPassword', { body: { token, newPassword: NEW_PASSWORD } });
    const filter = JSON.stringify({ targetType: 'user', targetId: String(userId), action: ['user.passwordResetRequested', 'user.passwordResetByLink'] });
    const events = (await t.call<Envelope<{ action: string; changes: unknown }[]>>('listAuditEvents', { token: t.ownerA, query: { filter } })).body.data;
    expect(events.map((e) => e.action)).toEqual(['user.passwordResetByLink', 'user.passwordResetRequested']);
    expect(events[0]?.changes).toEqual({ password: { changed: true } });
    expect(JSON.stringify(events)).not.toContain(token);
  });

  describe('permission matrix: the reset calls are public, and a token changes nothing about them', () => {
    it('answers every principal alike', async () => {
      const tokens = [await t.adminToken(), t.ownerA, undefined];
      for (const token of tokens) {
        const auth = token === undefined ? {} : { token };
        expect((await t.call('requestPasswordReset', { ...auth, body: { login: 'nobody-at-all' } })).status).toBe(202);
        expect((await t.call('checkPasswordResetLink', { ...auth, body: { token: 'z'.repeat(43) } })).status).toBe(404);
        expect((await t.call('resetPassword', { ...auth, body: { token: 'z'.repeat(43), newPassword: NEW_PASSWORD } })).status).toBe(404);
      }
    });
  });
});

describeApi('password reset requests answered just before a stop', () => {
  it('are worked on at the next start: the mail goes out from the request the stopped server answered', async () => {
    const first = await startTestApp();
    try {
      await first.createTenant('stopped-alpha', { password: PASSWORD });
      const owner = await first.login('stopped-alpha', PASSWORD);
      await first.call('createUser', { token: owner, body: { username: 'stopped-user', email: 'stopped@example.com', role: 'member', password: PASSWORD } });
      first.app.resetRequests.hold();
      const answer = await first.call('requestPasswordReset', { body: { login: 'stopped@example.com' } });
      expect(answer.status).toBe(202);
      await first.app.close();
      expect(fs.existsSync(path.join(first.config.dataDir, 'outbox'))).toBe(false);

      const second = await startTestApp({ dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl });
      try {
        const [mail] = await outboxMails(first.config.dataDir, 1);
        expect(mail?.to).toBe('stopped@example.com');
        expect(mail?.token).toEqual(expect.any(String));
        const checked = await second.call<Envelope<{ username: string }>>('checkPasswordResetLink', { body: { token: mail?.token } });
        expect(checked.body.data.username).toBe('stopped-user');
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});

describeApi('password reset by mail (SMTP)', () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ smtpUrl: smtp.url, mailFrom: 'Console <console@example.com>' });
    await t.createTenant('smtp-alpha', { password: PASSWORD });
    const owner = await t.login('smtp-alpha', PASSWORD);
    await t.call('updateUser', { token: owner, params: { id: (await t.call<Envelope<{ userId: number }>>('getCurrentUser', { token: owner })).body.data.userId }, body: { email: 'owner@smtp.example' } });
    // The new address becomes the account's once the link mailed to it is followed.
    const confirmation = await smtp.nextMail();
    expect((await t.call('confirmEmailChange', { body: { token: confirmation.token } })).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('hands the mail to the SMTP server, and its link sets the password', async () => {
    expect((await t.call('requestPasswordReset', { body: { login: 'owner@smtp.example' } })).status).toBe(202);
    const mail = await smtp.nextMail();
    expect(mail.to).toBe('owner@smtp.example');
    expect(mail.from).toContain('console@example.com');
    expect(mail.html).toContain(mail.link?.replace(/&/g, '&#38;') ?? '?');
    expect((await t.call('resetPassword', { body: { token: mail.token, newPassword: NEW_PASSWORD } })).status).toBe(200);
    expect((await t.call('login', { body: { username: 'smtp-alpha', password: NEW_PASSWORD } })).status).toBe(200);
    expect(fs.existsSync(path.join(t.config.dataDir, 'outbox'))).toBe(false);
  });
});

describeApi('password reset requests are rate limited like sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ loginRateLimit: { max: 2, addressFailureMax: 10_000, windowMs: 60_000 } });
  });
  afterAll(async () => t.close());

  it('answers 429 after the allowed attempts for one address and login', async () => {
    const ask = () => t.call<ErrorBody>('requestPasswordReset', { body: { login: 'someone' } });
    expect((await ask()).status).toBe(202);
    expect((await ask()).status).toBe(202);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(42900);
  });
});

describeApi(`password reset mails: at most ${RESET_MAILS_PER_HOUR} an hour for one account, counted in the database`, () => {
  let first: TestApp;
  let second: TestApp;
  let owner: string;

  /** The mails in the shared outbox, by recipient. */
  const mailsTo = async (email: string) => {
    const outbox = path.join(first.config.dataDir, 'outbox');
    const names = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
    const mails = await Promise.all(names.map((name) => parseMail(fs.readFileSync(path.join(outbox, name)))));
    return mails.filter((mail) => mail.to === email);
  };
  /**
   * Asks for resets through the given servers while their work is held, then lets them work, one
   * after another or all at once, and waits until every one is done.
   */
  async function requestAll(requests: [TestApp, string][], { atOnce = false } = {}) {
    const servers = [...new Set(requests.map(([server]) => server))];
    const releases = servers.map((server) => server.app.resetRequests.hold());
    const answers = [];
    for (const [server, login] of requests) answers.push(await server.call<Envelope<null>>('requestPasswordReset', { body: { login } }));
    if (atOnce) {
      releases.forEach((release) => release());
      await Promise.all(servers.map((server) => server.app.resetRequests.idle()));
    } else {
      for (const [index, release] of releases.entries()) {
        release();
        await servers[index]?.app.resetRequests.idle();
      }
    }
    return answers;
  }
  async function newUser(username: string) {
    const created = await first.call<Envelope<{ userId: number }>>('createUser', { token: owner, body: { username, email: `${username}@example.com`, role: 'member', password: PASSWORD } });
    if (created.status !== 201) throw new Error(created.text);
    return { email: `${username}@example.com`, userId: created.body.data.userId };
  }

  beforeAll(async () => {
    first = await startTestApp();
    // A second server on the same database (and, for SQLite, the same data directory and outbox).
    second = await startTestApp({ dataDir: first.config.dataDir, databaseUrl: first.config.databaseUrl });
    await first.createTenant('capped-alpha', { password: PASSWORD });
    owner = await first.login('capped-alpha', PASSWORD);
  });
  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  it('mails the first ones, and answers the ones past the cap exactly alike while mailing nothing', async () => {
    const { email, userId } = await newUser('capped-one');
    const answers = await requestAll(Array.from({ length: RESET_MAILS_PER_HOUR + 2 }, (): [TestApp, string] => [first, 'capped-one']));
    const unknown = await first.call<Envelope<null>>('requestPasswordReset', { body: { login: 'nobody-by-this-name' } });
    for (const answer of answers) {
      expect(answer.status).toBe(unknown.status);
      expect(answer.body).toEqual(unknown.body);
    }
    expect(await mailsTo(email)).toHaveLength(RESET_MAILS_PER_HOUR);
    // Nothing else happened for the requests past the cap: no link, no event.
    const links = await first.app.database.db.selectFrom('password_reset_links').select('token_hash').where('user_id', '=', userId).execute();
    expect(links).toHaveLength(RESET_MAILS_PER_HOUR);
    const filter = JSON.stringify({ action: 'user.passwordResetRequested', targetId: String(userId) });
    const events = (await first.call<Envelope<unknown[]>>('listAuditEvents', { token: owner, query: { filter } })).body.data;
    expect(events).toHaveLength(RESET_MAILS_PER_HOUR);
    // Another account is not held back by this one's cap.
    const other = await newUser('capped-other');
    await requestAll([[first, 'capped-other']]);
    expect(await mailsTo(other.email)).toHaveLength(1);
  });

  it('counts in the database: a second server mails only what the first left of the cap', async () => {
    const { email } = await newUser('capped-two');
    await requestAll([
      [first, 'capped-two'],
      [first, 'capped-two'],
      [second, 'capped-two'],
      [second, 'capped-two'],
      [second, 'capped-two'],
    ]);
    expect(await mailsTo(email)).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  // PostgreSQL only: SQLite lets one transaction write at a time, and the count comes after the
  // request's claim has written, so two servers' counts never interleave there (and two servers in
  // one test process would block each other's SQLite connection rather than wait their turn).
  const atOnce = 'keeps to one count when two servers work on the same account’s requests at the same moment';
  it.skipIf(dialect !== 'postgres')(dialect === 'postgres' ? atOnce : `${atOnce} [skipped on SQLite: it writes one transaction at a time]`, async () => {
    const { email } = await newUser('capped-at-once');
    await requestAll(Array.from({ length: RESET_MAILS_PER_HOUR - 1 }, (): [TestApp, string] => [first, 'capped-at-once']));
    // Two requests left waiting, each worked on by one server at the same moment: without one count
    // for both, each would find room for the last mail.
    const releases = [first, second].map((server) => server.app.resetRequests.hold());
    for (const server of [first, second]) await server.call('requestPasswordReset', { body: { login: 'capped-at-once' } });
    const [one, other] = await first.app.repos.resetRequests.waiting();
    if (!one || !other) throw new Error('two requests should be waiting');
    await Promise.all([fulfilResetRequest(first.app, one), fulfilResetRequest(second.app, other)]);
    releases.forEach((release) => release());
    expect(await mailsTo(email)).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it('counts only the last hour: links older than that leave room for new mails', async () => {
    const { email, userId } = await newUser('capped-later');
    const longAgo = new Date(Date.now() - 61 * 60 * 1000).toISOString();
    for (let index = 0; index < RESET_MAILS_PER_HOUR; index += 1) await first.app.repos.resetLinks.create(userId, `old-link-${index}`.padEnd(64, '0'), longAgo, longAgo);
    await requestAll([[first, 'capped-later']]);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});
