import { expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, E2E_OWNER_PASSWORD } from './global-setup.js';
import type { Page } from 'playwright-core';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signInAtHome, tabTo, useBrowser, type Language } from './session.js';

const T = {
  zh: { switcher: /^切换租户/, search: '搜索租户', refresh: '刷新', switched: '已切换到租户: ', cannot: '无法切换', forbidden: '禁止访问' },
  en: { switcher: /^Switch tenant/, search: 'Search tenants', refresh: 'Refresh', switched: 'Switched to tenant: ', cannot: 'Cannot switch', forbidden: 'Access Forbidden' },
} satisfies Record<Language, Record<string, string | RegExp>>;

describeJourney('journey 4: switching tenant', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: search, pick with the keyboard, see the toast; later calls carry the new X-Tenant-Id', async (language) => {
    const t = T[language];
    const { page } = await browsing.open(language);
    await signInAtHome(page, 'admin', E2E_ADMIN_PASSWORD);
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
    await screenshot(page, `switch-refused-${language}`);
    const reload = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin/tenant'));
    await page.getByRole('button', { name: t.refresh }).click();
    expect((await reload).status()).toBe(200);
  });
  it.each(LANGUAGES)('%s: the switcher works from the keyboard alone: open, search, pick, refresh, close', async (language) => {
    const t = T[language];
    const { page } = await browsing.open(language);
    await signInAtHome(page, 'admin', E2E_ADMIN_PASSWORD);

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

/** Where the fourth option is, frame by frame, from the moment the switcher is opened until `ms` later. */
async function optionTrack(page: Page, ms: number): Promise<string[]> {
  return page.evaluate(
    (duration) =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        const start = performance.now();
        const frame = () => {
          const box = document.querySelectorAll('[role=option]')[3]?.getBoundingClientRect();
          if (box) seen.push([box.x, box.y, box.width, box.height].map(Math.round).join(','));
          if (performance.now() - start < duration) requestAnimationFrame(frame);
          else resolve(seen);
        };
        requestAnimationFrame(frame);
      }),
    ms,
  );
}

/** No toast over the app bar, and the switcher's centre answers the pointer itself. */
async function appBarUncovered(page: Page, switcher: RegExp): Promise<{ toastBelowBar: boolean; switcherFree: boolean }> {
  // Measured at rest: the list closed, the toast slid into its place.
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'));
  const button = page.getByRole('button', { name: switcher });
  const box = await button.boundingBox();
  if (!box) throw new Error('the switcher is not on screen');
  return page.evaluate(
    ([x, y]) => {
      const bar = document.querySelector('header')?.getBoundingClientRect();
      const toasts = [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.getBoundingClientRect());
      const hit = document.elementFromPoint(x ?? 0, y ?? 0);
      return {
        toastBelowBar: bar !== undefined && toasts.length > 0 && toasts.every((toast) => toast.top >= bar.bottom),
        switcherFree: hit?.closest('header button[aria-haspopup=listbox]') !== null,
      };
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

describeJourney('journey 4b: the switcher under a quick hand', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: the list stands still as it opens, a click pressed at once switches, and the toast leaves the app bar free', async (language) => {
    const t = T[language];
    const { page } = await browsing.open(language);
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInAtHome(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.waitForLoadState('networkidle');

    const track = optionTrack(page, 700);
    await page.getByRole('button', { name: t.switcher }).click();
    const positions = await track;
    expect(positions.length).toBeGreaterThan(0);
    expect(new Set(positions)).toEqual(new Set([positions.at(-1)]));

    // A person's click: the button is held for a moment, pressed as soon as the row is there.
    await page.getByRole('combobox', { name: t.search }).press('Escape');
    await page.getByRole('option').first().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t.switcher }).click();
    const option = page.getByRole('option').nth(3);
    await option.waitFor();
    const name = (await option.textContent()) ?? '';
    const box = await option.boundingBox();
    if (!box) throw new Error('the option is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(120);
    await page.mouse.up();
    await page.getByText(`${t.switched}${name}`).waitFor();

    expect(await appBarUncovered(page, t.switcher)).toEqual({ toastBelowBar: true, switcherFree: true });
    // On a phone as opened there (grown narrower, react-admin would slide its menu over the page).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: t.switcher }).click();
    await page.getByRole('option').nth(2).click();
    await page.getByText(t.switched).first().waitFor();
    expect(await appBarUncovered(page, t.switcher)).toEqual({ toastBelowBar: true, switcherFree: true });
    await screenshot(page, `toast-below-app-bar-390-${language}`);
  });
});

describeJourney("journey 5: a tenant's own user", () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: sees no tenant list, is shown the 403 page on admin pages, and the API refuses a forged X-Tenant-Id', async (language) => {
    const { page } = await browsing.open(language);
    await signInAtHome(page, 'acme-0011', E2E_OWNER_PASSWORD);
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
    await signInAtHome(page, 'admin', E2E_ADMIN_PASSWORD);
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
