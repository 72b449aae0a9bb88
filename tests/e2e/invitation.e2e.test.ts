import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SmtpSink } from '../helpers/smtp-sink.js';
import { fetchAdminToken, startMailingServer } from './own-server.js';
import type { SeededServer } from './seeded-server.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    subject: (tenant: string) => `邀请您管理 Tenant Console 上的租户 ${tenant}`,
    welcome: (tenant: string) => `欢迎加入 ${tenant}`,
    choose: (owner: string) => `为 ${owner} 设置密码`,
    setSubmit: '设置密码',
    done: (owner: string) => `您的密码已设置。请以 ${owner} 和该密码登录。`,
    signIn: '登录',
    domain: '域名',
    add: '添加域名',
    notVerified: '未验证',
    remove: '移除',
    removeTitle: (domain: string, tenant: string) => `从 ${tenant} 移除 ${domain}？`,
    accepted: '该邀请已被接受',
  },
  en: {
    subject: (tenant: string) => `You are invited to manage ${tenant} on Tenant Console`,
    welcome: (tenant: string) => `Welcome to ${tenant}`,
    choose: (owner: string) => `Choose a password for ${owner}`,
    setSubmit: 'Set password',
    done: (owner: string) => `Your password is set. Sign in as ${owner} with it.`,
    signIn: 'Sign in',
    domain: 'Domain',
    add: 'Add domain',
    notVerified: 'Not verified',
    remove: 'Remove',
    removeTitle: (domain: string, tenant: string) => `Remove ${domain} from ${tenant}?`,
    accepted: 'This invitation was accepted already',
  },
} satisfies Record<Language, Record<string, unknown>>;

const PASSWORD = 'the-invited-owners-password';
/** A folder for whole-page screenshots to review, when asked for; the suite's own go to test-results/ as always. */
const REVIEW_SHOTS = process.env['REVIEW_SHOTS_DIR'];

async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  if (!REVIEW_SHOTS) return;
  fs.mkdirSync(REVIEW_SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(REVIEW_SHOTS, `${name}.png`), fullPage: true });
}

describeJourney('journey: an invited owner accepts the invitation, signs in, and adds and removes a domain', () => {
  const browsing = useBrowser();
  let smtp: SmtpSink;
  let server: SeededServer;
  let adminToken: string;

  beforeAll(async () => {
    ({ server, smtp } = await startMailingServer(1));
    adminToken = await fetchAdminToken(server);
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it.each(LANGUAGES)('%s: the invitation mail leads to the welcome, the password, sign-in, and the owner’s own domains', async (language) => {
    const t = T[language];
    const tenant = `invited-${language}`;
    const owner = `${tenant}-owner`;
    const email = `${owner}@example.com`;
    const domain = `shop.${tenant}.example.com`;

    // What an administrator does on the create page, done through the API: the journey is the owner's.
    const created = await fetch(`${server.url}/api/v1/admin/tenant`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ username: tenant, owner: { username: owner, email } }),
    });
    expect(created.status).toBe(201);
    const mail = await smtp.nextMail();
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe(t.subject(tenant));
    expect(mail.link?.startsWith(`${server.url}/invitation?token=`)).toBe(true);
    const link = mail.link ?? '';

    // On a phone first: checking the link does not use it.
    const { page: phone } = await browsing.open(language, { baseUrl: server.url, width: 390 });
    await phone.goto(link);
    await phone.getByRole('heading', { level: 1, name: t.welcome(tenant) }).waitFor();
    await shoot(phone, `invitation-${language}-390`);

    const { page } = await browsing.open(language, { baseUrl: server.url, width: 1366 });
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: t.welcome(tenant) }).waitFor();
    await page.getByText(t.choose(owner)).waitFor();
    await expectAccessible(page);
    await shoot(page, `invitation-${language}-1366`);
    await page.locator('input[name=newPassword]').fill(PASSWORD);
    await page.locator('input[name=confirmPassword]').fill(PASSWORD);
    await page.getByRole('button', { name: t.setSubmit }).click();
    await page.getByText(t.done(owner)).waitFor();
    await shoot(page, `invitation-done-${language}-1366`);

    await page.getByRole('link', { name: t.signIn }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(await page.locator('input[name=username]').inputValue()).toBe(owner);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=password]').press('Enter');
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/settings/cname');
    const field = page.getByRole('textbox', { name: t.domain });
    await field.fill(domain);
    await page.getByRole('button', { name: t.add }).click();
    const card = page.getByRole('region', { name: domain });
    await card.getByText(t.notVerified).waitFor();
    await card.getByText(`_tenant-console.${domain}`).waitFor();
    expect(await field.inputValue()).toBe('');
    await expectAccessible(page);
    await shoot(page, `domains-added-${language}-1366`);

    // The same page on the phone, signed in as the owner.
    await phone.goto('/sign-in');
    await phone.locator('input[name=username]').fill(owner);
    await phone.locator('input[name=password]').fill(PASSWORD);
    await phone.locator('input[name=password]').press('Enter');
    await phone.waitForURL((url) => url.pathname === '/');
    await phone.goto('/settings/cname');
    await phone.getByRole('region', { name: domain }).getByText(t.notVerified).waitFor();
    await phone.getByRole('textbox', { name: t.domain }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(phone, `domains-added-${language}-390`);

    await card.getByRole('button', { name: t.remove }).click();
    const dialog = page.getByRole('dialog', { name: t.removeTitle(domain, tenant) });
    await dialog.waitFor();
    await shoot(page, `domains-remove-confirm-${language}-1366`);
    await dialog.getByRole('button', { name: t.remove }).click();
    await card.waitFor({ state: 'detached' });

    // The invitation worked once.
    const { page: late } = await browsing.open(language, { baseUrl: server.url });
    await late.goto(link);
    await late.getByRole('heading', { level: 1, name: t.accepted }).waitFor();
  }, 240_000);
});
