import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SmtpSink } from '../helpers/smtp-sink.js';
import { E2E_ADMIN_PASSWORD } from './global-setup.js';
import { fetchAdminToken, startMailingServer } from './own-server.js';
import type { SeededServer } from './seeded-server.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signIn, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    create: '创建租户',
    save: '保存',
    created: (name: string, email: string) => `已创建租户“${name}”，邀请邮件已发送至 ${email}`,
    invitations: '尚未接受的邀请',
    invitationSubject: /邀请/,
    deleteTenant: '删除租户',
    deleteTitle: (name: string) => `删除租户“${name}”？`,
    typeName: (name: string) => `输入“${name}”以确认`,
    deleted: (name: string) => `已删除租户“${name}”`,
    deletedUntil: '已删除 — 将于',
    status: '状态',
    deletedChoice: '已删除',
    restore: '恢复',
    restored: (name: string) => `已恢复租户“${name}”`,
    enabled: '已启用',
    waiting: /^待审批：\d+$/,
    pending: '待审批',
    approve: '批准',
    approved: (name: string) => `已批准租户“${name}”的注册，并已邮件通知申请人`,
    approvedSubject: /批准|通过/,
  },
  en: {
    create: 'Create tenant',
    save: 'Save',
    created: (name: string, email: string) => `Tenant "${name}" created; an invitation was mailed to ${email}`,
    invitations: 'Invitations not yet accepted',
    invitationSubject: /invit/i,
    deleteTenant: 'Delete tenant',
    deleteTitle: (name: string) => `Delete tenant "${name}"?`,
    typeName: (name: string) => `Type "${name}" to confirm`,
    deleted: (name: string) => `Tenant "${name}" deleted`,
    deletedUntil: 'Deleted — purged on',
    status: 'Status',
    deletedChoice: 'Deleted',
    restore: 'Restore',
    restored: (name: string) => `Tenant "${name}" restored`,
    enabled: 'Enabled',
    waiting: /^Waiting for approval: \d+$/,
    pending: 'Waiting for approval',
    approve: 'Approve',
    approved: (name: string) => `Sign-up of tenant "${name}" approved; the applicant was mailed`,
    approvedSubject: /approved/i,
  },
} satisfies Record<Language, Record<string, unknown>>;

const OWNER_PASSWORD = 'the-invited-owners-password';
const APPLICANT_PASSWORD = 'the-applicants-password';
const DESKTOP = 1366;
const PHONE = 390;

interface Server {
  server: SeededServer;
  smtp: SmtpSink;
  adminToken: string;
}

/** A server of its own, mailing through an SMTP server this test reads, with the settings given. */
async function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const { server, smtp } = await startMailingServer(2, env);
  return { server, smtp, adminToken: await fetchAdminToken(server) };
}

async function api<T>(running: Server, method: string, path: string, body?: unknown, token: string | undefined = running.adminToken): Promise<{ status: number; data: T }> {
  const answer = await fetch(`${running.server.url}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, data: (text ? (JSON.parse(text) as { data: T }).data : undefined) as T };
}

/** How far the page reaches past the screen: nothing should, at any width. */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A screenshot named for the journey, the screen's width and the language. */
async function shot(page: Page, name: string, width: number, language: Language): Promise<void> {
  await screenshot(page, `life-${name}-${width}-${language}`);
}

describeJourney('journey 12: the life of a tenant — created with an invited owner, deleted, restored; a sign-up approved', () => {
  const browsing = useBrowser();
  let running: Server;

  beforeAll(async () => {
    running = await startServer({ SIGNUP: 'approval' });
  });
  afterAll(async () => {
    await running?.server.stop();
    await running?.smtp.close();
  });

  const admin = async (language: Language, width = DESKTOP) => {
    const { page } = await browsing.open(language, { baseUrl: running.server.url, width });
    await page.goto('/sign-in?redirect=%2Ftenants');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/tenants');
    return page;
  };

  it.each(LANGUAGES)(
    '%s: create a tenant, its owner accepts the mailed invitation, delete it by typing its name, find it under Deleted, restore it',
    async (language) => {
      const t = T[language];
      const name = `life-${language}`;
      const owner = `${name}-owner`;
      const email = `${owner}@example.com`;
      const page = await admin(language);

      await page.getByRole('link', { name: t.create }).click();
      await page.waitForURL((url) => url.pathname === '/tenants/create');
      await page.locator('input[name=username]').fill(name);
      await page.locator('textarea[name=remark]').fill(`Created in ${language}`);
      await page.locator('input[name="owner.username"]').fill(owner);
      await page.locator('input[name="owner.email"]').fill(email);
      await page.locator('input[name="owner.displayName"]').fill('Li Wei');
      await expectAccessible(page);
      await shot(page, 'create', DESKTOP, language);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: t.save }).click();
      await page.getByText(t.created(name, email)).waitFor();
      await page.waitForURL(/\/tenants\/\d+\/show$/);
      const id = Number(/\/tenants\/(\d+)\/show/.exec(page.url())?.[1]);

      // The owner's invitation is listed on the tenant's page until it is accepted.
      const invitations = page.getByRole('region', { name: t.invitations });
      await invitations.getByText(email).waitFor();
      const mail = await running.smtp.nextMail();
      expect(mail.to).toContain(email);
      expect(mail.subject).toMatch(t.invitationSubject);
      expect(mail.link?.startsWith(`${running.server.url}/invitation?token=`)).toBe(true);
      // The invitation page is another branch's (console-invite): its link is accepted here as that page does, by the reset call.
      const accepted = await api(running, 'POST', '/v1/auth/password-reset', { token: mail.token, newPassword: OWNER_PASSWORD }, undefined);
      expect(accepted.status).toBe(200);
      const ownerSignIn = await api<{ token: string }>(running, 'POST', '/v1/auth/login', { username: owner, password: OWNER_PASSWORD }, undefined);
      expect(ownerSignIn.status).toBe(200);
      await page.reload();
      await page.getByRole('button', { name: t.deleteTenant }).waitFor();
      await expect.poll(() => invitations.count()).toBe(0);

      // Delete: the button waits for the tenant's name.
      await page.getByRole('button', { name: t.deleteTenant }).click();
      const dialog = page.getByRole('dialog', { name: t.deleteTitle(name) });
      await dialog.waitFor();
      const confirm = dialog.getByRole('button', { name: t.deleteTenant });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: t.typeName(name) }).fill(name.slice(0, -1));
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: t.typeName(name) }).fill(name);
      await expectAccessible(page);
      await shot(page, 'delete-confirmation', DESKTOP, language);
      await confirm.click();
      await page.getByText(t.deleted(name), { exact: false }).first().waitFor();
      const banner = page.getByRole('alert').filter({ hasText: t.deletedUntil });
      await banner.waitFor();
      await expectAccessible(page);
      await shot(page, 'deleted-tenant', DESKTOP, language);
      // Its owner is signed out at once.
      expect((await api(running, 'GET', '/v1/auth/me', undefined, ownerSignIn.data.token)).status).toBe(403);

      // Gone from the list; under "Deleted", with its purge date.
      await page.goto('/tenants');
      await page.locator('tbody tr').first().waitFor();
      expect(await page.getByRole('link', { name, exact: true }).count()).toBe(0);
      await page.getByRole('combobox', { name: t.status }).selectOption({ label: t.deletedChoice });
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
      await row.waitFor();
      expect(await row.textContent()).toContain(t.deletedUntil);
      await expectAccessible(page);
      await shot(page, 'list-deleted', DESKTOP, language);

      // Restored from its page, as it was.
      await row.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(new RegExp(`/tenants/${id}/show$`));
      await banner.getByRole('button', { name: t.restore }).click();
      await page.getByText(t.restored(name)).waitFor();
      await expect.poll(() => banner.count()).toBe(0);
      await page.getByText(t.enabled, { exact: true }).first().waitFor();
      expect((await api(running, 'POST', '/v1/auth/login', { username: owner, password: OWNER_PASSWORD }, undefined)).status).toBe(200);
    },
    180_000,
  );

  it.each(LANGUAGES)('%s: a sign-up waits, is counted in the list, and is approved from its page; the applicant is mailed', async (language) => {
    const t = T[language];
    const name = `applicant-${language}`;
    const email = `${name}@example.com`;
    // The applicant asks, and follows the link mailed to them (their own journey is journey 7's).
    const asked = await api<null>(running, 'POST', '/v1/auth/sign-up', { tenantName: name, username: `${name}-owner`, email, password: APPLICANT_PASSWORD }, undefined);
    expect(asked.status).toBe(202);
    const link = await running.smtp.nextMail();
    expect(link.to).toContain(email);
    const signedUp = await api<{ tenantId: number; enabled: boolean }>(running, 'POST', '/v1/auth/sign-up/confirm', { token: link.token }, undefined);
    expect([signedUp.status, signedUp.data.enabled]).toEqual([201, false]);
    const page = await admin(language);

    await page.getByRole('button', { name: t.waiting }).click();
    await page.waitForURL(/pending/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await row.getByText(t.pending, { exact: true }).waitFor();
    await expectAccessible(page);
    await shot(page, 'list-waiting', DESKTOP, language);
    await row.getByRole('link', { name, exact: true }).click();
    await page.getByRole('button', { name: t.approve }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.approve }).click();
    await page.getByText(t.approved(name)).waitFor();
    await page.getByText(t.enabled, { exact: true }).first().waitFor();
    const mail = await running.smtp.nextMail();
    expect([mail.to, mail.subject]).toEqual([expect.stringContaining(email), expect.stringMatching(t.approvedSubject)]);
    expect((await api(running, 'POST', '/v1/auth/login', { username: `${name}-owner`, password: APPLICANT_PASSWORD }, undefined)).status).toBe(200);
  }, 120_000);

  it.each(LANGUAGES)('%s: on a 390 px phone, the list, the create page, the delete confirmation and a deleted tenant fit the screen', async (language) => {
    const t = T[language];
    const name = `phone-${language}`;
    const created = await api<{ tenantId: number }>(running, 'POST', '/v1/admin/tenant', { username: name, owner: { username: `${name}-owner`, email: `${name}@example.com` } });
    expect(created.status).toBe(201);
    await running.smtp.nextMail();
    const page = await admin(language, PHONE);
    await page.getByText('acme-0001').first().waitFor();
    await shot(page, 'list', PHONE, language);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.goto('/tenants/create');
    await page.locator('input[name="owner.email"]').waitFor();
    await shot(page, 'create', PHONE, language);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.goto(`/tenants/${created.data.tenantId}/show`);
    await page.getByRole('button', { name: t.deleteTenant }).click();
    const dialog = page.getByRole('dialog', { name: t.deleteTitle(name) });
    await dialog.getByRole('textbox', { name: t.typeName(name) }).fill(name);
    await shot(page, 'delete-confirmation', PHONE, language);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: t.deleteTenant }).click();
    await page.getByRole('alert').filter({ hasText: t.deletedUntil }).waitFor();
    await shot(page, 'deleted-tenant', PHONE, language);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.goto(`/tenants?filter=${encodeURIComponent(JSON.stringify({ state: 'deleted' }))}`);
    // On a phone each tenant is one line, a link to its page.
    await page.getByRole('link').filter({ hasText: name }).waitFor();
    await shot(page, 'list-deleted', PHONE, language);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  }, 120_000);
});

describeJourney('journey 12b: a deleted tenant is purged on its purge date', () => {
  const browsing = useBrowser();
  let running: Server;

  beforeAll(async () => {
    // About 17 seconds between deletion and purge.
    running = await startServer({ TENANT_PURGE_DAYS: '0.0002' });
  });
  afterAll(async () => {
    await running?.server.stop();
    await running?.smtp.close();
  });

  /** Deletes a tenant of its own from its page in `language`, and sees it under Deleted until the purge takes it. */
  async function deletedThenPurged(language: Language): Promise<void> {
    const t = T[language];
    const name = `short-lived-${language}`;
    const created = await api<{ tenantId: number }>(running, 'POST', '/v1/admin/tenant', { username: name, owner: { username: `${name}-owner`, email: `${name}@example.com` } });
    expect(created.status).toBe(201);
    const { page } = await browsing.open(language, { baseUrl: running.server.url, width: DESKTOP });
    await page.goto(`/sign-in?redirect=${encodeURIComponent(`/tenants/${created.data.tenantId}/show`)}`);
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: t.deleteTenant }).click();
    const dialog = page.getByRole('dialog', { name: t.deleteTitle(name) });
    await dialog.getByRole('textbox', { name: t.typeName(name) }).fill(name);
    await dialog.getByRole('button', { name: t.deleteTenant }).click();
    await page.getByRole('alert').filter({ hasText: t.deletedUntil }).waitFor();

    await page.goto(`/tenants?filter=${encodeURIComponent(JSON.stringify({ state: 'deleted' }))}`);
    await page.getByRole('link', { name, exact: true }).waitFor();
    // The purge comes by itself on its date: the tenant is gone from the server…
    await expect
      .poll(async () => (await api(running, 'GET', `/v1/admin/tenant/${created.data.tenantId}`)).status, { timeout: 90_000, interval: 2_000 })
      .toBe(404);
    // …and the list, read again, no longer has it: neither in what the server sent nor on the screen.
    const listed = page.waitForResponse((response) => response.request().method() === 'GET' && /\/api\/v1\/admin\/tenant\/with-domains\b/.test(response.url()));
    await page.reload();
    const answer = await listed;
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain(`"${name}"`);
    await page.getByRole('combobox', { name: t.status }).waitFor();
    await expect.poll(() => page.getByRole('link', { name, exact: true }).count()).toBe(0);
  }

  // Both languages at once: the purge date is the wait, and one wait serves both.
  it('zh and en: deleted from its page, shown under Deleted until its purge date, then gone for good', async () => {
    await Promise.all(LANGUAGES.map((language) => deletedThenPurged(language)));
  }, 120_000);
});
