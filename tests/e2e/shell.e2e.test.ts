import { expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD } from './global-setup.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signIn, useBrowser, type Language } from './session.js';

const T = {
  zh: { notFound: '哎呀！页面不存在！', back: '返回', home: '回到首页', dashboard: '最近更新' },
  en: { notFound: 'Oops! Page Not Found!', back: 'Go Back', home: 'Back to Home', dashboard: 'Recently updated' },
} satisfies Record<Language, Record<string, string>>;

describeJourney('journey 7: errors and navigation', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: an unknown route shows the 404 page, and both its buttons work', async (language) => {
    const t = T[language];
    const { page } = await browsing.open(language);
    await page.goto('/sign-in');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByText(t.dashboard).waitFor();
    await page.goto('/tenants');
    await page.goto('/no-such-page');
    await page.getByText(t.notFound).waitFor();
    await expectAccessible(page);
    await screenshot(page, `404-${language}`);
    await page.getByRole('button', { name: t.back }).click();
    await page.waitForURL('**/tenants');
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: t.home }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
  // Every public and protected route is visited, audited and measured by the route sweep
  // (route-sweep.e2e.test.ts), at both widths, in both languages and both themes.
});

describeJourney('journey 8: preferences', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: theme, font and language survive a reload', async (language) => {
    const { page } = await browsing.open(language);
    await page.goto('/sign-in');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByText(T[language].dashboard).waitFor();
    await page.goto('/settings_backup/appearance');
    const other: Language = language === 'zh' ? 'en' : 'zh';
    for (const [theme, font] of [
      ['dark', 'manrope'],
      ['light', 'system'],
      ['system', 'inter'],
    ] as const) {
      await page.locator(`input[name=theme][value=${theme}]`).check();
      await page.locator(`input[name=font][value=${font}]`).check();
      await page.reload();
      await page.locator(`input[name=theme][value=${theme}]`).waitFor();
      expect(await page.locator(`input[name=theme][value=${theme}]`).isChecked()).toBe(true);
      expect(await page.locator(`input[name=font][value=${font}]`).isChecked()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset['font'])).toBe(font);
      const expected = theme === 'system' ? 'light' : theme;
      expect(await page.evaluate(() => document.documentElement.dataset['theme'])).toBe(expected);
      await expectAccessible(page);
      await screenshot(page, `appearance-${language}-${theme}-${font}`);
    }
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), other);
    await page.reload();
    await page.locator('html[lang]').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(other === 'zh' ? 'zh-CN' : 'en');
  });
});

describeJourney('journey 9: hostile data', () => {
  const browsing = useBrowser();
  const PAYLOAD = '<img src=x onerror="alert(1)"><script>alert(2)</script>"><svg onload=alert(3)>';

  it.each(LANGUAGES)('%s: HTML and script in a remark render as text everywhere, and no dialog opens', async (language) => {
    const { page } = await browsing.open(language);
    await page.goto('/sign-in');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByText(T[language].dashboard).waitFor();
    const id = language === 'zh' ? 40 : 41;
    const status = await page.evaluate(
      async ([tenantId, remark]) => {
        const response = await fetch(`/api/v1/admin/tenant/${tenantId}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('authToken')}` },
          body: JSON.stringify({ remark }),
        });
        return response.status;
      },
      [id, PAYLOAD] as const,
    );
    expect(status).toBe(200);
    for (const path of [`/tenants/${id}/show`, `/tenants/${id}`, '/tenants', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`/tenants/${id}/show`);
    await page.getByText(PAYLOAD).waitFor();
    expect(await page.locator('img[src=x], svg[onload]').count()).toBe(0);
    await page.goto(`/tenants/${id}`);
    await expect.poll(() => page.locator('textarea[name=remark]').inputValue()).toBe(PAYLOAD);
    // The page's own dialog handler fails the test if any alert() ever ran.
  });
});
