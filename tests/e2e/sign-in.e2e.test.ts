import { expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD } from './global-setup.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signIn, useBrowser } from './session.js';

const TEXT = {
  zh: { wrong: '用户名或密码错误', dashboard: '最近更新' },
  en: { wrong: 'Wrong username or password', dashboard: 'Recently updated' },
};

describeJourney('journey 1: signing in', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: a wrong password shows an error and stays; the right one lands on the dashboard', async (language) => {
    const { page } = await browsing.open(language);
    await page.goto('/sign-in');
    await expectAccessible(page);
    await screenshot(page, `sign-in-${language}`);
    await signIn(page, 'admin', 'not-the-password');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(TEXT[language].wrong);
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByText(TEXT[language].dashboard).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expectAccessible(page);
    await screenshot(page, `dashboard-${language}`);
  });

  it.each(LANGUAGES)('%s: a deep link while signed out comes back to that page after sign-in', async (language) => {
    const { page } = await browsing.open(language);
    await page.goto('/tenants/3/show');
    await page.waitForURL(/\/sign-in\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/tenants/3/show');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.waitForURL('**/tenants/3/show');
    await page.getByText('globex-0002').first().waitFor();
  });

  it.each(LANGUAGES)('%s: the sign-in form works from the keyboard alone', async (language) => {
    const { page } = await browsing.open(language);
    await page.goto('/sign-in');
    await page.locator('input[name=username]').waitFor();
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type(E2E_ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByText(TEXT[language].dashboard).waitFor();
  });
});
