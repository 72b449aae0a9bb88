import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReceivedMail } from '../helpers/mail.js';
import type { SmtpSink } from '../helpers/smtp-sink.js';
import { startMailingServer } from './own-server.js';
import type { SeededServer } from './seeded-server.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signIn, signInAtHome, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    width: 390,
    emailEntry: /^邮箱地址/,
    emailField: '邮箱',
    save: '保存',
    linkSent: (email: string) => `已向 ${email} 发送链接：打开该链接后邮箱才会更改。`,
    waiting: (email: string) => `${email}，等待确认`,
    confirmTitle: '确认新邮箱地址',
    confirm: '确认此地址',
    confirmed: (email: string, username: string) => `${email} 现在是 ${username} 的邮箱地址。`,
    undoTitle: '取回您的账号',
    undoText: (username: string, email: string) => `${username} 的邮箱将恢复为 ${email}。`,
    undo: '取回账号',
    undone: '账号已取回',
    apiTokens: 'API 令牌',
    revokedTitle: '最近 30 天内吊销的令牌',
    revokedWhy: '邮箱更改被撤销、账号被取回时一并吊销',
  },
  en: {
    width: 1366,
    emailEntry: /^Email address/,
    emailField: 'Email',
    save: 'Save',
    linkSent: (email: string) => `A link was sent to ${email}: the email address changes when it is followed.`,
    waiting: (email: string) => `${email}, waiting for confirmation`,
    confirmTitle: 'Confirm your new email address',
    confirm: 'Confirm this address',
    confirmed: (email: string, username: string) => `${email} is now the email address of ${username}.`,
    undoTitle: 'Take your account back',
    undoText: (username: string, email: string) => `The email of ${username} returns to ${email}.`,
    undo: 'Take it back',
    undone: 'Your account is back',
    apiTokens: 'API tokens',
    revokedTitle: 'Revoked in the last 30 days',
    revokedWhy: 'the account was taken back after an email change',
  },
} satisfies Record<Language, Record<string, unknown>>;

const FIRST_PASSWORD = 'the-movers-first-password';
const TAKEN_BACK_PASSWORD = 'the-movers-password-taken-back';

describeJourney('journey: an owner changes their email, the new address confirms it, the old one takes the account back', () => {
  const browsing = useBrowser();
  let smtp: SmtpSink;
  let server: SeededServer;

  beforeAll(async () => {
    // A server of its own: open sign-up makes an owner with an email, mail goes to an SMTP server this test reads.
    ({ server, smtp } = await startMailingServer(1, { SIGNUP: 'open' }));
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  async function api<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; data: T }> {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
        ...(options.token && { authorization: `Bearer ${options.token}` }),
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    });
    const envelope = (await response.json()) as { data: T };
    return { status: response.status, data: envelope.data };
  }

  /** The next mail to `to` that carries a link to `path`; mails to anyone else (or without such a link) are passed over. */
  async function mailTo(to: string, path: string): Promise<ReceivedMail> {
    for (;;) {
      const mail = await smtp.nextMail();
      if (mail.to === to && mail.link?.startsWith(`${server.url}${path}?token=`)) return mail;
    }
  }

  it.each(LANGUAGES)('%s: a new address waits for its link, the link confirms it, and the old address takes the account back with a new password', async (language) => {
    const t = T[language];
    const username = `mover-${language}`;
    const oldEmail = `${username}@old.example`;
    const newEmail = `${username}@new.example`;
    const signedUp = await api<{ username: string }>('POST', '/v1/auth/sign-up', {
      body: { tenantName: `moving-${language}`, username, email: oldEmail, password: FIRST_PASSWORD },
    });
    expect(signedUp.status).toBe(202);
    // Open sign-up mails a link; following it (as the sign-up journey does on screen) makes the owner.
    const signUpLink = new URL((await mailTo(oldEmail, '/sign-up')).link ?? '');
    const confirmed = await api<{ username: string }>('POST', '/v1/auth/sign-up/confirm', { body: { token: signUpLink.searchParams.get('token') } });
    expect(confirmed).toMatchObject({ status: 201, data: { username } });

    const { page } = await browsing.open(language, { baseUrl: server.url, width: t.width });
    await signInAtHome(page, username, FIRST_PASSWORD);
    // A program's token, made by this fresh sign-in's session: the undo revokes it.
    const session = await page.evaluate(() => localStorage.getItem('authToken'));
    const me = await api<{ userId: number }>('GET', '/v1/auth/me', { token: session ?? '' });
    const made = await api<{ token: string }>('POST', `/v1/users/${me.data.userId}/api-tokens`, { token: session ?? '', body: { name: 'deploy', expiresInDays: 30 } });
    expect(made.status).toBe(201);

    // Settings leads to one's profile, where the new address is given.
    await page.goto('/settings');
    await page.getByRole('link', { name: t.emailEntry }).click();
    await page.waitForURL((url) => url.pathname === `/users/${me.data.userId}`);
    const email = page.getByLabel(t.emailField, { exact: true });
    await expect.poll(() => email.inputValue()).toBe(oldEmail);
    await email.fill(newEmail);
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText(t.linkSent(newEmail)).waitFor();

    await page.goto('/settings');
    const entry = page.getByRole('link', { name: t.emailEntry });
    await entry.getByText(t.waiting(newEmail)).waitFor();
    expect(await entry.textContent()).toContain(oldEmail);
    await expectAccessible(page);
    await screenshot(page, `email-change-waiting-${language}`);

    // The mail to the new address: its link confirms only when asked.
    const confirmation = await mailTo(newEmail, '/email-change');
    const { page: inbox } = await browsing.open(language, { baseUrl: server.url, width: t.width });
    await inbox.goto(confirmation.link ?? '');
    await inbox.getByRole('heading', { level: 1, name: t.confirmTitle }).waitFor();
    await expectAccessible(inbox);
    await screenshot(inbox, `email-change-confirm-${language}`);
    expect((await api<{ email: string; pendingEmail: string | null }>('GET', '/v1/auth/me', { token: session ?? '' })).data).toMatchObject({ email: oldEmail, pendingEmail: newEmail });
    await inbox.getByRole('button', { name: t.confirm }).click();
    await inbox.getByText(t.confirmed(newEmail, username)).waitFor();
    await expectAccessible(inbox);
    await screenshot(inbox, `email-change-confirmed-${language}`);
    expect((await api<{ email: string }>('GET', '/v1/auth/me', { token: session ?? '' })).data.email).toBe(newEmail);

    // The mail to the old address: its link takes the account back, with a new password.
    const notice = await mailTo(oldEmail, '/forgot-password');
    const { page: oldInbox } = await browsing.open(language, { baseUrl: server.url, width: t.width });
    await oldInbox.goto(notice.link ?? '');
    await oldInbox.getByRole('heading', { level: 1, name: t.undoTitle }).waitFor();
    await oldInbox.getByText(t.undoText(username, oldEmail)).waitFor();
    await expectAccessible(oldInbox);
    await screenshot(oldInbox, `email-undo-${language}`);
    await oldInbox.locator('input[name=newPassword]').fill(TAKEN_BACK_PASSWORD);
    await oldInbox.locator('input[name=confirmPassword]').fill(TAKEN_BACK_PASSWORD);
    await oldInbox.getByRole('button', { name: t.undo }).click();
    await oldInbox.getByRole('heading', { level: 1, name: t.undone }).waitFor();
    await screenshot(oldInbox, `email-undone-${language}`);

    // Every session ended, the token is revoked, and the old address and the new password are the account's.
    await page.goto('/users');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect((await api('GET', '/v1/auth/me', { token: made.data.token })).status).toBe(401);
    await signIn(page, username, TAKEN_BACK_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/users');
    await page.goto('/settings');
    const back = page.getByRole('link', { name: t.emailEntry });
    await back.getByText(oldEmail, { exact: true }).waitFor();
    expect(await back.textContent()).not.toContain(newEmail);
    const revoked = page.getByRole('region', { name: t.apiTokens, exact: true }).getByRole('region', { name: t.revokedTitle });
    await revoked.getByText('deploy', { exact: true }).waitFor();
    await revoked.getByText(t.revokedWhy, { exact: false }).waitFor();
    await expectAccessible(page);
    await screenshot(page, `email-undo-tokens-revoked-${language}`);
  });
});

