import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD } from './global-setup.js';
import { tenantId } from './tenant-id.js';
import { describeJourney, expectAccessible, LANGUAGES, signInAtHome, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    palette: '搜索页面、租户和命令',
    open: '搜索与命令',
    switchTo: (tenant: string) => new RegExp(`^切换到 ${tenant} #\\d+$`),
    usersOfOption: (tenant: string) => new RegExp(`^${tenant} 的用户 #\\d+$`),
    switched: (tenant: string) => `已切换到租户: ${tenant}`,
    switcher: (tenant: string) => `切换租户: ${tenant}`,
    usersOf: (tenant: string) => `租户 ${tenant} 的用户`,
    noTenant: '租户 #999999 不存在',
  },
  en: {
    palette: 'Search pages, tenants and commands',
    open: 'Search and commands',
    switchTo: (tenant: string) => new RegExp(`^Switch to ${tenant} #\\d+$`),
    usersOfOption: (tenant: string) => new RegExp(`^Users of ${tenant} #\\d+$`),
    switched: (tenant: string) => `Switched to tenant: ${tenant}`,
    switcher: (tenant: string) => `Switch tenant: ${tenant}`,
    usersOf: (tenant: string) => `Users of ${tenant}`,
    noTenant: 'There is no tenant #999999',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** Where reviewers look at the palette's screenshots: the ignored test-results folder, unless `PALETTE_SHOTS_DIR` says elsewhere. */
const SHOTS = process.env['PALETTE_SHOTS_DIR'] ?? 'test-results/shots-palette';

/** The text of the option `aria-activedescendant` points at. */
async function activeOption(page: Page, palette: string): Promise<string> {
  const id = await page.getByRole('combobox', { name: palette }).getAttribute('aria-activedescendant');
  return id === null ? '' : ((await page.locator(`[id="${id}"]`).textContent()) ?? '');
}

describeJourney('journey: the command palette, the acting tenant in view, and links naming a tenant', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: by keyboard alone, an administrator finds a tenant, switches to it, sees it in its colour, and opens its users', async (language) => {
    const t = T[language];
    const tenant = 'wonka-0038';
    const { page } = await browsing.open(language);
    await signInAtHome(page, 'admin', E2E_ADMIN_PASSWORD);
    const switcher = page.getByRole('button', { name: t.switcher('system') });
    await switcher.waitFor();
    expect(await switcher.getAttribute('data-acting-elsewhere')).toBeNull();
    await page.getByRole('button', { name: t.open }).waitFor();

    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: t.palette });
    await expect.poll(() => search.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(tenant);
    await page.getByRole('option', { name: t.switchTo(tenant) }).waitFor();
    await expect.poll(() => activeOption(page, t.palette)).toMatch(t.switchTo(tenant));
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await page.getByText(t.switched(tenant)).waitFor();

    const chip = page.getByRole('button', { name: t.switcher(tenant) });
    await chip.waitFor();
    expect(await chip.getAttribute('data-acting-elsewhere')).toBe('true');
    expect(await chip.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

    // `/` opens it again (the focus is not in a text field); the tenant is now the acting one.
    await page.locator('body').press('Escape');
    await page.keyboard.press('/');
    await search.waitFor();
    await page.keyboard.type(tenant);
    await page.getByRole('option', { name: t.usersOfOption(tenant) }).waitFor();
    for (let presses = 0; presses < 6 && !t.usersOfOption(tenant).test(await activeOption(page, t.palette)); presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/users');
    await page.getByRole('heading', { level: 1, name: t.usersOf(tenant) }).waitFor();
  });

  it.each(LANGUAGES)('%s: a link naming a tenant makes it the acting one, then leaves the address; an unknown one is refused', async (language) => {
    const t = T[language];
    const tenant = 'tyrell-0019';
    const { page } = await browsing.open(language);
    await signInAtHome(page, 'admin', E2E_ADMIN_PASSWORD);
    const id = await tenantId(page, tenant);

    await page.goto(`/users?tenant=${id}`);
    await page.getByRole('heading', { level: 1, name: t.usersOf(tenant) }).waitFor();
    await page.waitForURL((url) => url.pathname === '/users' && url.search === '');
    expect(await page.getByRole('button', { name: t.switcher(tenant) }).getAttribute('data-acting-elsewhere')).toBe('true');

    await page.goto('/users?tenant=999999');
    await page.getByText(t.noTenant).waitFor();
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('heading', { level: 1, name: t.usersOf(tenant) }).waitFor();
  });

  it('looks right at 1366 and 390 pixels, light and dark', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    for (const width of [1366, 390]) {
      for (const theme of ['light', 'dark'] as const) {
        const language: Language = width === 390 ? 'zh' : 'en';
        const t = T[language];
        const { page, context } = await browsing.open(language, { width, theme });
        await signInAtHome(page, 'admin', E2E_ADMIN_PASSWORD);
        await page.getByRole('button', { name: t.open }).waitFor();
        await page.keyboard.press('/');
        await page.getByRole('combobox', { name: t.palette }).waitFor();
        await page.screenshot({ path: path.join(SHOTS, `palette-${width}-${theme}-${language}.png`) });
        const dialog = await page.getByRole('dialog').boundingBox();
        expect(dialog?.width ?? 0).toBeLessThanOrEqual(width);
        if (width === 390) expect(dialog?.width ?? 0).toBeGreaterThan(360);
        await page.keyboard.type('wonka');
        await page.getByRole('option', { name: t.switchTo('wonka-0008') }).waitFor();
        await page.screenshot({ path: path.join(SHOTS, `palette-${width}-${theme}-${language}-tenants.png`) });
        await page.keyboard.press('Enter');
        await page.getByText(t.switched('wonka-0008')).waitFor();
        await page.locator('[data-acting-elsewhere="true"]').waitFor();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.screenshot({ path: path.join(SHOTS, `acting-${width}-${theme}-${language}.png`) });
        await context.close();
      }
    }
  });
});
