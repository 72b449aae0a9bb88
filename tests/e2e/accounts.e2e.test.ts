import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SmtpSink } from '../helpers/smtp-sink.js';
import { fetchAdminToken, startMailingServer } from './own-server.js';
import type { SeededServer } from './seeded-server.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signIn, signInAtHome, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    signUpSubmit: '创建账号',
    signUpSent: (email: string) => `我们已向 ${email} 发送邮件。请在 24 小时内打开其中的链接，完成创建账号。`,
    signUpSubject: '完成 Tenant Console 注册',
    hasAccountSubject: '您已有 Tenant Console 账号',
    createTenant: '创建租户',
    waiting: (name: string) => `您的租户 ${name} 已创建，正在等待管理员批准。批准后即可登录。`,
    changeSubmit: '修改密码',
    changed: '密码已修改，其他所有会话均已退出登录。',
    sendLink: '发送链接',
    sent: '如果有设置了邮箱的账号与之匹配，我们已向该邮箱发送重置密码的链接，链接 30 分钟内有效。',
    setFor: (name: string) => `为 ${name} 设置新密码`,
    setSubmit: '设置密码',
    done: '您的密码已设置，所有会话均已退出登录。',
    used: '该链接已被使用',
    subject: '重置您的 Tenant Console 密码',
    sessions: '登录会话',
    thisDevice: '当前设备',
    everywhere: '在所有设备上退出',
  },
  en: {
    signUpSubmit: 'Create account',
    signUpSent: (email: string) => `We sent a mail to ${email}. Open the link in it within 24 hours to finish creating your account.`,
    signUpSubject: 'Finish signing up for Tenant Console',
    hasAccountSubject: 'You already have a Tenant Console account',
    createTenant: 'Create tenant',
    waiting: (name: string) => `Your tenant ${name} is created and waits for an administrator’s approval. You can sign in once approved.`,
    changeSubmit: 'Change password',
    changed: 'Password changed. Every other session has been signed out.',
    sendLink: 'Send link',
    sent: 'If an account with an email matches, we have sent a link to reset its password. It works for 30 minutes.',
    setFor: (name: string) => `Set a new password for ${name}`,
    setSubmit: 'Set password',
    done: 'Your password is set. Every session was signed out.',
    used: 'This link was used already',
    subject: 'Reset your Tenant Console password',
    sessions: 'Sessions',
    thisDevice: 'This device',
    everywhere: 'Sign out everywhere',
  },
} satisfies Record<Language, Record<string, unknown>>;

const FIRST_PASSWORD = 'the-founders-first-password';
const SECOND_PASSWORD = 'the-founders-second-password';
const THIRD_PASSWORD = 'the-founders-third-password';

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await page.locator(`input[name=${name}]`).fill(value);
}

describeJourney('journey 7: accounts — sign up from the mail, change the password, reset it from the mail, sign out everywhere', () => {
  const browsing = useBrowser();
  let smtp: SmtpSink;
  let server: SeededServer;
  let adminToken: string;

  beforeAll(async () => {
    // A server of its own: sign-up by approval, mail through an SMTP server this test reads.
    ({ server, smtp } = await startMailingServer(2, { SIGNUP: 'approval' }));
    adminToken = await fetchAdminToken(server);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  /** What an administrator does in the tenants list, done through the API: the journey is the founder's. */
  async function enableTenant(name: string): Promise<void> {
    const filter = encodeURIComponent(JSON.stringify({ q: name }));
    const auth = { authorization: `Bearer ${adminToken}` };
    const found = await fetch(`${server.url}/api/v1/admin/tenant?filter=${filter}&range=[0,0]`, { headers: auth });
    const [tenant] = ((await found.json()) as { data: { tenantId: number }[] }).data;
    const enabled = await fetch(`${server.url}/api/v1/admin/tenant/${tenant?.tenantId}/status?enabled=true`, { method: 'PUT', headers: auth });
    expect(enabled.status).toBe(200);
  }

  it.each(LANGUAGES)('%s: a founder signs up from the mailed link, changes their password (ending the other session), resets it from the mail, and signs out everywhere', async (language) => {
    const t = T[language];
    const tenantName = `founded-${language}`;
    const username = `founder-${language}`;
    const email = `${username}@example.com`;
    const open = () => browsing.open(language, { baseUrl: server.url });

    const { page } = await open();
    await page.goto('/sign-up');
    await fill(page, { tenantName, username, email, password: FIRST_PASSWORD, confirmPassword: FIRST_PASSWORD });
    await page.getByRole('button', { name: t.signUpSubmit }).click();
    await page.getByText(t.signUpSent(email)).waitFor();
    await expectAccessible(page);
    await screenshot(page, `sign-up-sent-${language}`);
    // Nothing exists until the link in the mail is followed, in the language the form was in.
    const signUpMail = await smtp.nextMail();
    expect([signUpMail.to, signUpMail.subject]).toEqual([email, t.signUpSubject]);
    expect(signUpMail.link?.startsWith(`${server.url}/sign-up?token=`)).toBe(true);
    await page.goto(signUpMail.link ?? '');
    await page.getByText(email, { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, `sign-up-confirm-${language}`);
    await page.getByRole('button', { name: t.createTenant }).click();
    await page.getByText(t.waiting(tenantName)).waitFor();
    await expectAccessible(page);
    await screenshot(page, `sign-up-waiting-${language}`);

    await enableTenant(tenantName);
    const { page: other } = await open();
    for (const session of [page, other]) {
      await signInAtHome(session, username, FIRST_PASSWORD);
    }

    await page.goto('/settings/password');
    await fill(page, { currentPassword: FIRST_PASSWORD, newPassword: SECOND_PASSWORD, confirmPassword: SECOND_PASSWORD });
    await page.getByRole('button', { name: t.changeSubmit }).click();
    await page.getByText(t.changed).waitFor();
    await expectAccessible(page);
    await screenshot(page, `password-changed-${language}`);
    // This session goes on; the other one is over at its next call.
    await page.goto('/users');
    await page.getByRole('cell', { name: username }).first().waitFor();
    await other.goto('/users');
    await other.waitForURL((url) => url.pathname === '/sign-in');

    const { page: forgetful } = await open();
    await forgetful.goto('/sign-in');
    await forgetful.getByRole('link', { name: language === 'zh' ? '忘记密码？' : 'Forgot password?' }).click();
    await forgetful.waitForURL((url) => url.pathname === '/forgot-password');
    await fill(forgetful, { login: email });
    await forgetful.getByRole('button', { name: t.sendLink }).click();
    await forgetful.getByText(t.sent).waitFor();
    const mail = await smtp.nextMail();
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe(t.subject);
    expect(mail.link?.startsWith(`${server.url}/forgot-password?token=`)).toBe(true);

    await forgetful.goto(mail.link ?? '');
    await forgetful.getByText(t.setFor(username)).waitFor();
    await expectAccessible(forgetful);
    await fill(forgetful, { newPassword: THIRD_PASSWORD, confirmPassword: THIRD_PASSWORD });
    await forgetful.getByRole('button', { name: t.setSubmit }).click();
    await forgetful.getByText(t.done).waitFor();
    await screenshot(forgetful, `password-reset-done-${language}`);
    // Every session ended with the reset, the one that changed the password too.
    await page.goto('/users');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await signIn(page, username, THIRD_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/users');

    // Signing out everywhere ends this session on the server too: its token is refused afterwards.
    await page.goto('/settings');
    const sessions = page.getByRole('region', { name: t.sessions, exact: true });
    await sessions.getByText(t.thisDevice, { exact: true }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const me = () => fetch(`${server.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    await sessions.getByRole('button', { name: t.everywhere }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.everywhere }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    expect((await me()).status).toBe(401);

    // The link worked once.
    const { page: late } = await open();
    await late.goto(mail.link ?? '');
    await late.getByText(t.used).first().waitFor();

    // Signing up again with the founder's address looks the same, and the mail names the account instead.
    await late.goto('/sign-up');
    await fill(late, { tenantName: `${tenantName}-again`, username: `${username}-again`, email, password: FIRST_PASSWORD, confirmPassword: FIRST_PASSWORD });
    await late.getByRole('button', { name: t.signUpSubmit }).click();
    await late.getByText(t.signUpSent(email)).waitFor();
    const reminder = await smtp.nextMail();
    expect([reminder.to, reminder.subject, reminder.token]).toEqual([email, t.hasAccountSubject, undefined]);
    expect(reminder.text).toContain(username);
    expect(reminder.text).toContain(`${server.url}/forgot-password`);
  });
});
