import { expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, E2E_OWNER_PASSWORD } from './global-setup.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signIn, tabTo, useBrowser, type Language } from './session.js';

const T = {
  zh: { switcher: /^切换租户/, search: '搜索租户', refresh: '刷新', switched: '已切换到租户: ', cannot: '无法切换', forbidden: '禁止访问' },
  en: { switcher: /^Switch tenant/, search: 'Search tenants', refresh: 'Refresh', switched: 'Switched to tenant: ', cannot: 'Cannot switch', forbidden: 'Access Forbidden' },
} satisfies Record<Language, Record<string, string | RegExp>>;

describeJourney('journey 4: switching tenant', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: search, pick with the keyboard, see the toast; later calls carry the new X-Tenant-Id', async (language) => {
    const t = T[language];
    const { page } = await browsing.open(language);
    await page.goto('/sign-in');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    const tenantHeaders: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/')) tenantHeaders.push(request.headers()['x-tenant-id'] ?? null);
    });

    await page.getByRole('button', { name: t.switcher }).click();
    const search = page.getByRole('combobox', { name: t.search });
    await search.fill('stark');
    await expect.poll(() => page.getByRole('option').count()).toBe(6);
    await expectAccessible(page);
    await screenshot(page, `switcher-${language}`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByText(`${t.switched}stark-0016`).waitFor();
    await screenshot(page, `switched-${language}`);
    const stark = '17'; // stark-0016 is tenant 17: the system tenant is 1

    tenantHeaders.length = 0;
    await page.goto('/tenants');
    await page.getByRole('cell', { name: 'acme-0001', exact: true }).waitFor();
    expect(tenantHeaders.length).toBeGreaterThan(0);
    expect(new Set(tenantHeaders)).toEqual(new Set([stark]));

    // A disabled tenant is refused with its toast; Refresh reloads the list from the server.
    await page.getByRole('button', { name: t.switcher }).click();
    await page.getByRole('combobox', { name: t.search }).fill('tyrell-0009');
    await page.getByRole('option', { name: /tyrell-0009/ }).click();
    await page.getByText(t.cannot).waitFor();
    const reload = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/tenant'));
    await page.getByRole('button', { name: t.refresh }).click();
    expect((await reload).status()).toBe(200);
  });
  it.each(LANGUAGES)('%s: the switcher works from the keyboard alone: open, search, pick, refresh, close', async (language) => {
    const t = T[language];
    const { page } = await browsing.open(language);
    await page.goto('/sign-in');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');

    const button = page.getByRole('button', { name: t.switcher });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: t.search });
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('wonka');
    await expect.poll(() => page.getByRole('option').count()).toBe(6);
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp']) await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    await page.getByText(`${t.switched}wonka-0028`).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currentTenantId'))).toBe('29');

    // Reopened, Tab reaches Refresh, which reloads from the server; Escape closes and returns the focus.
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    const reload = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/tenant'));
    await page.keyboard.press('Enter');
    expect((await reload).status()).toBe(200);
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describeJourney("journey 5: a tenant's own user", () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: sees no tenant list, is shown the 403 page on admin pages, and the API refuses a forged X-Tenant-Id', async (language) => {
    const { page } = await browsing.open(language);
    await page.goto('/sign-in');
    await signIn(page, 'acme-0011', E2E_OWNER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/tenants');
    await page.getByRole('heading', { name: T[language].forbidden }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/403');
    await expectAccessible(page);
    await screenshot(page, `owner-403-${language}`);

    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/v1/auth/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('authToken')}`, 'x-tenant-id': '2' },
      });
      return { status: response.status, body: (await response.json()) as { code: number } };
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe(40302);
  });
});

describeJourney('journey 6: an expired session', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: goes to sign-in with the way back, once, with the toast, every session key cleared', async (language) => {
    const { page } = await browsing.open(language);
    await page.goto('/sign-in');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    // A token whose signature the server will refuse, as if it had expired.
    await page.evaluate(() => {
      const token = localStorage.getItem('authToken') ?? '';
      localStorage.setItem('authToken', `${token.slice(0, -4)}AAAA`);
      localStorage.setItem('currentTenantId', '3');
      localStorage.setItem('tenantsCache', '[]');
      localStorage.setItem('tenantsCacheExpiry', String(Date.now() + 60_000));
    });
    await page.goto('/tenants?page=2');
    await page.waitForURL(/\/sign-in\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/tenants?page=2');
    const toast = language === 'zh' ? '登录已过期！' : 'Session expired!';
    await page.getByText(toast).waitFor();
    expect(await page.getByText(toast).count()).toBe(1);
    const left = await page.evaluate(() =>
      ['authToken', 'userInfo', 'currentTenantId', 'tenantsCache', 'tenantsCacheExpiry'].filter((k) => localStorage.getItem(k) !== null),
    );
    expect(left).toEqual([]);
  });
});
