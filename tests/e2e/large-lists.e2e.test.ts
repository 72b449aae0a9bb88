import fs from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeJourney, dialect, LANGUAGES, screenshot, signIn, useBrowser, type Language } from './session.js';
import { E2E_ADMIN_PASSWORD, startSeededServer, type SeededServer } from './seeded-server.js';

/** Past the switcher's 5,000 and far past one page: every list call must be a page. */
const TENANTS = 20_000;
/** Demo tenant n is disabled when n is a multiple of 9. */
const DISABLED = Math.floor(TENANTS / 9);

const T = {
  zh: { username: '租户名称', nextPage: '转到下一页', search: '搜索用户名、域名或 ID', export: '导出', switcher: '切换租户', searchTenants: '搜索租户', serverMode: '租户超过 5000 个', switched: '已切换到租户: ', elsewhere: '已在另一个标签页切换到租户 stark-0006', range: '26-50，共 20001 条' },
  en: { username: 'Tenant name', nextPage: 'Go to next page', search: 'Search username, domain or ID', export: 'Export', switcher: 'Switch tenant', searchTenants: 'Search tenants', serverMode: 'More than 5,000 tenants', switched: 'Switched to tenant: ', elsewhere: 'Switched to tenant stark-0006 in another tab', range: '26-50 of 20001' },
} satisfies Record<Language, Record<string, string>>;

describeJourney('journey 8: lists at 20,000 tenants', () => {
  const browsing = useBrowser();
  let large: SeededServer | undefined;

  beforeAll(async () => {
    if (inject('skipReason')) return;
    large = await startSeededServer({ tenants: TENANTS, postgres: dialect === 'postgres' });
  }, 180_000);
  afterAll(async () => large?.stop());

  it.each(LANGUAGES)(
    '%s: search by a domain, sort, page and export on the server; the switcher searches the server; a second tab follows a switch',
    async (language) => {
      const t = T[language];
      const { context, page } = await browsing.open(language, { baseUrl: large!.url });
      const fullLists: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^\/api\/v1\/admin\/tenant(\/with-domains)?$/.test(url.pathname) && url.search === '') fullLists.push(url.pathname);
      });
      await page.goto('/sign-in?redirect=%2Ftenants');
      await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
      await page.getByRole('cell', { name: 'acme-0001', exact: true }).waitFor();

      // A domain found by a piece of it, among 20,000 tenants.
      await page.getByPlaceholder(t.search).fill('shop.wayne-1237.example');
      await page.waitForURL(/wayne-1237/);
      await expect.poll(() => page.locator('tbody tr td:nth-child(3)').allTextContents(), { timeout: 15_000 }).toEqual(['wayne-1237']);
      await screenshot(page, `large-list-search-${language}`);

      // Sorted by username, both ways, by the column header, once the search is cleared.
      await page.goto('/tenants?filter=%7B%7D&page=1');
      await page.getByRole('cell', { name: 'acme-0001', exact: true }).waitFor();
      await page.locator('thead').getByText(t.username, { exact: true }).click();
      await page.waitForURL(/sort=username/);
      await expect.poll(() => page.locator('tbody tr td:nth-child(3)').first().textContent(), { timeout: 15_000 }).toBe('acme-0001');
      await page.locator('thead').getByText(t.username, { exact: true }).click();
      await page.waitForURL(/order=DESC/);
      await expect.poll(() => page.locator('tbody tr td:nth-child(3)').first().textContent(), { timeout: 15_000 }).toBe('wonka-9998');
      // The next page, with the server's total.
      await page.getByRole('button', { name: t.nextPage }).click();
      await page.getByText(t.range).waitFor();

      // Export: every disabled tenant, not the 25 on screen.
      await page.goto('/tenants?filter=%7B%22enabled%22%3A%22false%22%7D');
      await page.locator('tbody tr').first().waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.export }).click()]);
      expect(download.suggestedFilename()).toMatch(/^tenants-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync(await download.path(), 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv.trimEnd().split('\r\n')).toHaveLength(DISABLED + 1);

      // The switcher above 5,000 tenants: it says it searches the server, and finds one near the end.
      await page.getByRole('button', { name: new RegExp(`^${t.switcher}`) }).click();
      await page.getByText(t.serverMode).waitFor();
      await page.getByRole('combobox', { name: t.searchTenants }).fill('wonka-19988');
      await page.getByRole('option', { name: 'wonka-19988' }).waitFor();
      await screenshot(page, `large-list-switcher-${language}`);
      await page.getByRole('option', { name: 'wonka-19988' }).click();
      await page.getByText(`${t.switched}wonka-19988`).waitFor();

      // A second tab of the same browser follows a switch made in the first.
      const second = await context.newPage();
      await second.goto('/tenants');
      await second.locator('tbody tr').first().waitFor();
      await page.getByRole('button', { name: new RegExp(`^${t.switcher}`) }).click();
      await page.getByRole('combobox', { name: t.searchTenants }).fill('stark-0006');
      await page.getByRole('option', { name: 'stark-0006' }).click();
      await second.getByRole('button', { name: new RegExp(`^${t.switcher}.*stark-0006`) }).waitFor();
      await second.getByText(t.elsewhere).waitFor();
      await screenshot(second, `large-list-second-tab-${language}`);
      const next = second.waitForRequest((request) => request.url().includes('/api/v1/admin/tenant/with-domains'));
      await second.getByRole('button', { name: t.nextPage }).click();
      expect((await next).headers()['x-tenant-id']).toBe('7');

      expect(fullLists).toEqual([]);
    },
    240_000,
  );
});
