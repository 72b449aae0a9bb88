import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { authenticatorCode } from '../helpers/authenticator.js';
import { E2E_OWNER_PASSWORD } from './global-setup.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signIn, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    title: '两步验证',
    turnOn: '开启两步验证',
    confirm: '开启',
    setupKey: '设置密钥',
    qrAlt: '用于将租户控制台添加到身份验证器应用的二维码',
    codes: '恢复码',
    saved: '我已保存',
    on: '已开启',
    codeStep: '请输入身份验证器应用中的 6 位验证码。',
    verify: '验证',
    useRecovery: '改用恢复码',
    profile: '个人资料',
    logout: '退出登录',
  },
  en: {
    title: 'Two-factor sign-in',
    turnOn: 'Turn on',
    confirm: 'Turn on',
    setupKey: 'Setup key',
    qrAlt: 'QR code that adds Tenant Console to your authenticator app',
    codes: 'Recovery codes',
    saved: 'I have saved them',
    on: 'On',
    codeStep: 'Enter the 6-digit code from your authenticator app.',
    verify: 'Verify',
    useRecovery: 'Use a recovery code instead',
    profile: 'Profile',
    logout: 'Sign out',
  },
} satisfies Record<Language, Record<string, string>>;

/** Seeded owners no other journey signs in as: one per language. */
const OWNER: Record<Language, string> = { zh: 'wonka-0038', en: 'tyrell-0039' };

async function signOut(page: Page, language: Language): Promise<void> {
  await page.getByRole('button', { name: T[language].profile }).click();
  await page.getByRole('menuitem', { name: T[language].logout }).click();
  await page.locator('input[name=username]').waitFor();
}

describeJourney('journey 8: two-factor sign-in — turn it on, then sign in with the app and with a recovery code', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: an owner turns it on in Settings and signs in with a code of the app, then with a recovery code', async (language) => {
    const t = T[language];
    const owner = OWNER[language];
    const { page } = await browsing.open(language);
    await page.goto('/sign-in');
    await signIn(page, owner, E2E_OWNER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');

    // Turn it on, as a person with an app would: the key shown on the page, the code the app shows.
    await page.goto('/settings');
    await page.getByRole('button', { name: t.turnOn, exact: true }).click();
    await page.getByRole('img', { name: t.qrAlt }).waitFor();
    const secret = (await page.getByRole('textbox', { name: t.setupKey }).inputValue()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessible(page);
    await screenshot(page, `two-factor-scan-${language}`);
    await page.locator('input[name=code]').fill(await authenticatorCode(secret));
    await page.getByRole('button', { name: t.confirm, exact: true }).click();
    const shown = page.getByRole('list', { name: t.codes }).getByRole('listitem');
    await shown.last().waitFor();
    const codes = await shown.allTextContents();
    expect(codes).toHaveLength(10);
    await expectAccessible(page);
    await screenshot(page, `two-factor-recovery-codes-${language}`);
    await page.getByRole('button', { name: t.saved }).click();
    await page.getByRole('region', { name: t.title, exact: true }).getByText(t.on, { exact: true }).waitFor();

    // The password is not enough any more; the next code of the app is (this one was used).
    await signOut(page, language);
    await page.goto('/sign-in?redirect=%2Fsettings');
    await signIn(page, owner, E2E_OWNER_PASSWORD);
    await page.getByText(t.codeStep).waitFor();
    expect(new URL(page.url()).pathname).toBe('/otp');
    await expectAccessible(page);
    await screenshot(page, `two-factor-otp-${language}`);
    await page.locator('input[name=code]').fill(await authenticatorCode(secret, 1));
    await page.getByRole('button', { name: t.verify, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('region', { name: t.title, exact: true }).getByText(t.on, { exact: true }).waitFor();

    // A recovery code instead of the app, from /login this time.
    await signOut(page, language);
    await page.goto('/login');
    await signIn(page, owner, E2E_OWNER_PASSWORD);
    await page.getByText(t.codeStep).waitFor();
    await page.getByRole('button', { name: t.useRecovery }).click();
    await page.locator('input[name=code]').fill(codes[0] ?? '');
    await page.getByRole('button', { name: t.verify, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
