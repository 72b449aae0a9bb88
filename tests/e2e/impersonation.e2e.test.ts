import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD } from './global-setup.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signInAtHome, useBrowser, type Language } from './session.js';

const REASON = 'Ticket #4711: the owner cannot find the export';

const T = {
  zh: {
    owner: 'globex-0042',
    switcher: /^切换租户/,
    search: '搜索租户',
    switched: '已切换到租户: ',
    act: '以此所有者身份操作',
    dialog: (owner: string) => `以 ${owner} 的身份操作`,
    reason: '原因',
    minutes: '15 分钟',
    start: '开始代为操作',
    banner: '正在以其他用户身份操作',
    actingAs: (owner: string) => `你正在以 ${owner} 的身份操作`,
    select: (user: string) => `选择 ${user}`,
    disable: '禁用',
    confirm: '确认',
    stop: '停止',
    disabledBy: (owner: string, user: string) => `admin（以 ${owner} 的身份） 禁用了用户 ${user}`,
    started: (owner: string) => `admin 开始以 ${owner} 的身份操作——原因：${REASON}`,
  },
  en: {
    owner: 'acme-0041',
    switcher: /^Switch tenant/,
    search: 'Search tenants',
    switched: 'Switched to tenant: ',
    act: 'Act as this owner',
    dialog: (owner: string) => `Act as ${owner}`,
    reason: 'Reason',
    minutes: '15 minutes',
    start: 'Start acting',
    banner: 'Acting as another user',
    actingAs: (owner: string) => `You are acting as ${owner}`,
    select: (user: string) => `Select ${user}`,
    disable: 'Disable',
    confirm: 'Confirm',
    stop: 'Stop',
    disabledBy: (owner: string, user: string) => `admin (as ${owner}) disabled user ${user}`,
    started: (owner: string) => `admin started acting as ${owner} — reason: ${REASON}`,
  },
} satisfies Record<Language, Record<string, unknown>>;

/** Signs in as the administrator and switches to the owner's tenant. */
async function adminInTenant(page: Page, language: Language): Promise<void> {
  const t = T[language];
  await signInAtHome(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: t.switcher }).click();
  await page.getByRole('combobox', { name: t.search }).fill(t.owner);
  await page.getByRole('option', { name: new RegExp(t.owner) }).click();
  await page.getByText(`${t.switched}${t.owner}`).waitFor();
}

/** Opens the owner's page from the tenant's users, and acts as them for 15 minutes with a reason. */
async function actAsOwner(page: Page, language: Language, shots: string): Promise<void> {
  const t = T[language];
  // The owner's page by its id: a phone's list of users shows no links to follow by name.
  const ownerId = await page.evaluate(async (owner) => {
    const filter = encodeURIComponent(JSON.stringify({ q: owner, role: 'owner' }));
    const response = await fetch(`/api/v1/users?filter=${filter}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}`, 'X-Tenant-Id': localStorage.getItem('currentTenantId') ?? '' },
    });
    const body = (await response.json()) as { data: { userId: number; username: string }[] };
    return body.data.find((user) => user.username === owner)?.userId;
  }, t.owner);
  expect(ownerId).toBeTypeOf('number');
  await page.goto(`/users/${String(ownerId)}/show`);
  await page.getByRole('button', { name: t.act }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog(t.owner) });
  await dialog.getByRole('textbox', { name: t.reason }).fill(REASON);
  await dialog.getByRole('radio', { name: t.minutes }).check();
  await expectAccessible(page);
  await screenshot(page, `${shots}-dialog`);
  await dialog.getByRole('button', { name: t.start }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const banner = page.getByRole('region', { name: t.banner });
  await banner.getByText(t.actingAs(t.owner)).waitFor();
  expect(await banner.textContent()).toContain(REASON);
  expect(await banner.textContent()).toMatch(/1[45]:\d\d/);
}

describeJourney('journey: an administrator acts as a tenant’s owner', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: acts as the owner for a reason, disables one of their users under the banner, stops, and finds it in the log', async (language) => {
    const t = T[language];
    const member = `imp-member-${language}`;
    const { page } = await browsing.open(language, { width: 1366 });
    await adminInTenant(page, language);
    // One of the owner's users, to disable while acting as them.
    await page.evaluate(async (username) => {
      const response = await fetch('/api/v1/users', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}`,
          'X-Tenant-Id': localStorage.getItem('currentTenantId') ?? '',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ username, role: 'member', password: 'imp-member-password-1' }),
      });
      if (response.status !== 201) throw new Error(`creating ${username}: ${response.status}`);
    }, member);

    await actAsOwner(page, language, `imp-1366-${language}`);
    await expectAccessible(page);
    await screenshot(page, `imp-1366-${language}-banner`);

    await page.goto('/users');
    const banner = page.getByRole('region', { name: t.banner });
    await banner.waitFor();
    // The banner spans the page's width, not past it: no horizontal scrollbar on a desk either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    const box = await banner.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(1366);
    await page.getByRole('checkbox', { name: t.select(member) }).check();
    await page.getByRole('button', { name: t.disable, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
    await page.getByRole('row', { name: new RegExp(member) }).getByText(language === 'en' ? 'Disabled' : '已禁用').waitFor();

    await banner.getByRole('button', { name: t.stop }).click();
    await page.waitForURL((url) => /^\/users\/\d+\/show$/.test(url.pathname));
    await page.getByRole('button', { name: t.act }).waitFor();
    expect(await page.getByRole('region', { name: t.banner }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('actingAs'))).toBeNull();

    await page.goto('/logs');
    await page.getByText(t.disabledBy(t.owner, member)).first().waitFor();
    await page.getByText(t.started(t.owner)).first().waitFor();
    await screenshot(page, `imp-1366-${language}-logs`);
  });

  it.each(LANGUAGES)('%s: on a phone, the dialog, the banner and the page under it fit the screen', async (language) => {
    const t = T[language];
    const { page } = await browsing.open(language, { width: 390 });
    await adminInTenant(page, language);
    await actAsOwner(page, language, `imp-390-${language}`);
    const banner = page.getByRole('region', { name: t.banner });
    await screenshot(page, `imp-390-${language}-banner`);
    const box = await banner.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(390);
    expect((await banner.getByRole('button', { name: t.stop }).boundingBox())?.x).toBeLessThan(390);
    // Nothing in the banner (its minute-by-minute announcement included) widens the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await banner.getByRole('button', { name: t.stop }).click();
    await page.waitForURL((url) => /^\/users\/\d+\/show$/.test(url.pathname));
    await page.getByRole('button', { name: t.act }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
