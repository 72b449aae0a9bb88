import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, E2E_OWNER_PASSWORD } from './global-setup.js';
import { describeJourney, expectAccessible, LANGUAGES, placeholderOverflow, screenshot, signIn, tabTo, useBrowser, type Language } from './session.js';

const T = {
  zh: { username: '租户名称', status: '状态', disabledChoice: '已禁用', nextPage: '转到下一页', edit: '编辑', remark: '备注', updated: '租户已保存', search: '搜索用户名、域名或 ID', save: '保存', add: '添加', disable: '禁用', enable: '启用', confirm: '确认', domainInvalid: '不是有效的域名', taken: '已被其他租户使用', disabled: '已禁用租户', enabledToast: '已启用租户', forbidden: '该租户已被禁用', remove: '移除', create: '创建租户', export: '导出' },
  en: { username: 'Tenant name', status: 'Status', disabledChoice: 'Disabled', nextPage: 'Go to next page', edit: 'Edit', remark: 'Remark', updated: 'Tenant saved', search: 'Search username, domain or ID', save: 'Save', add: 'Add', disable: 'Disable', enable: 'Enable', confirm: 'Confirm', domainInvalid: 'Not a valid domain name', taken: 'is taken by another tenant', disabled: 'disabled', enabledToast: 'enabled', forbidden: 'This tenant is disabled', remove: 'Remove', create: 'Create tenant', export: 'Export' },
} satisfies Record<Language, Record<string, string>>;

// Sorting, paging and searching go to the server now: rows follow the address one round trip later, so polls wait up to 15 s.
describeJourney('journey 2: managing tenants', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: list, search, filter, sort and page; open one; edit it with errors at the fields; see the change in the list', async (language) => {
    const t = T[language];
    const { page } = await browsing.open(language);
    await page.goto('/sign-in?redirect=%2Ftenants');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByRole('cell', { name: 'acme-0001', exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, `tenants-list-${language}`);

    // Page 2 of 61 tenants, 25 to a page.
    await page.goto('/tenants?page=2');
    await page.getByRole('cell', { name: 'cyberdyne-0030', exact: true }).waitFor();
    // Sort by username, descending.
    await page.goto('/tenants?sort=username&order=DESC');
    // The last name of the seed: the route sweep, on the same server, may have lengthened it, in either order of the two.
    await expect.poll(() => page.locator('tbody tr td:nth-child(3)').first().textContent(), { timeout: 15_000 }).toMatch(/^wonka-0058/);
    // Search, then filter to disabled tenants only.
    // Typed once the list has loaded, as a person would; the filter then reaches the address.
    await page.goto('/tenants');
    await page.locator('tbody tr').first().waitFor();
    // The whole invitation shows, none of it under the search icon.
    expect(await placeholderOverflow(page.getByPlaceholder(t.search))).toBeLessThanOrEqual(0);
    await page.getByPlaceholder(t.search).fill('  STARK ');
    await page.waitForURL(/STARK/);
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(6);
    await page.goto('/tenants?filter=%7B%22enabled%22%3A%22false%22%7D');
    await page.getByRole('cell', { name: 'tyrell-0009', exact: true }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(6);

    // Open one and edit it.
    const id = language === 'zh' ? 12 : 13;
    await page.goto(`/tenants/${id}/show`);
    await page.goto(`/tenants/${id}`);
    const username = page.locator('input[name=username]');
    await expect.poll(() => username.inputValue()).not.toBe('');
    const renamed = `renamed-${language}-${id}`;
    await username.fill(renamed);
    await page.locator('textarea[name=remark]').fill(`Remark in ${language}`);
    await page.getByRole('button', { name: t.add }).click();
    const domains = page.locator('input[name^="domains."]');
    await domains.last().fill('not a domain');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText(t.domainInvalid).first().waitFor();
    await expectAccessible(page);
    // A name another tenant has: the server's conflict lands at that field. (A domain another tenant
    // has is no conflict unless that tenant proved it, which the seed's tenants have not.)
    await domains.last().fill(`shop.${renamed}.example.com`);
    await username.fill('acme-0001');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText(t.taken).first().waitFor();
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, `tenant-edit-conflict-${language}`);
    await username.fill(renamed);
    await page.getByRole('button', { name: t.save }).click();
    await page.waitForURL(/\/tenants$|\/tenants\?/);
    await page.goto(`/tenants?filter=${encodeURIComponent(JSON.stringify({ q: renamed }))}`);
    await page.getByRole('cell', { name: renamed, exact: true }).waitFor();
  });
  it.each(LANGUAGES)('%s: sorting, paging, searching, filtering, opening and editing work from the keyboard alone', async (language) => {
    const t = T[language];
    const { page } = await browsing.open(language);
    await page.goto('/sign-in?redirect=%2Ftenants%3Ffilter%3D%257B%257D');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByRole('cell', { name: 'acme-0001', exact: true }).waitFor();

    // Sort by username, twice for descending.
    const usernameHeader = page.getByRole('columnheader', { name: t.username }).getByRole('button');
    await tabTo(page, usernameHeader);
    await page.keyboard.press('Enter');
    const sorted = (order: string) => (url: URL) => url.searchParams.get('sort') === 'username' && url.searchParams.get('order') === order;
    await page.waitForURL(sorted('ASC'));
    await page.locator('[data-field=username][data-order=ASC].Mui-active').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(sorted('DESC'));
    // The last name of the seed: the route sweep, on the same server, may have lengthened it, in either order of the two.
    await expect.poll(() => page.locator('tbody tr td:nth-child(3)').first().textContent(), { timeout: 15_000 }).toMatch(/^wonka-0058/);
    // Next page, past the 25 rows' controls.
    await tabTo(page, page.getByRole('button', { name: t.nextPage }), 200);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');

    // Search, then the status filter: a native select, whose arrow keys go through its choices.
    await tabTo(page, page.getByPlaceholder(t.search));
    await page.keyboard.type('wayne');
    await page.waitForURL(/wayne/);
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(6);
    const status = page.getByRole('combobox', { name: t.status });
    await tabTo(page, status);
    const chosen = () => status.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
    // Each choice applies at once, stays shown, and reaches the address a moment later: the next key
    // waits for it, so each choice's rows are asked for. (The select used to jump back to the choice
    // before until the address followed, and a quick key went on from there.)
    const applied = async () => {
      const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as { state?: string };
      return (filter.state ?? '') === (await status.inputValue());
    };
    for (let presses = 0; presses < 5 && (await chosen()) !== t.disabledChoice; presses += 1) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(applied, { timeout: 15_000 }).toBe(true);
    }
    expect(await chosen()).toBe(t.disabledChoice);
    await page.waitForURL(/state/);
    await expect.poll(() => page.locator('tbody tr').count(), { timeout: 15_000 }).toBe(1);

    // Open wayne-0027 through its link, then its edit page, change the remark and save.
    await tabTo(page, page.getByRole('link', { name: 'wayne-0027' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tenants\/28\/show$/);
    await page.getByText('wayne-0027').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, `tenant-show-${language}`);
    await tabTo(page, page.getByRole('link', { name: t.edit }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tenants\/28$/);
    // A domain added and removed again from the keyboard: its Remove is in the Tab order, and shows.
    await tabTo(page, page.getByRole('button', { name: t.add }));
    const domainCount = await page.locator('input[name^="domains."]').count();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('input[name^="domains."]').count()).toBe(domainCount + 1);
    const remove = page.getByRole('button', { name: t.remove }).last();
    await tabTo(page, remove);
    expect(await remove.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('input[name^="domains."]').count()).toBe(domainCount);
    const remark = page.getByRole('textbox', { name: t.remark });
    await tabTo(page, remark);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(`Typed from the keyboard (${language})`);
    await tabTo(page, page.getByRole('button', { name: t.save }));
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await page.getByText(t.updated).first().waitFor();
    await page.goto('/tenants/28/show');
    await page.getByText(`Typed from the keyboard (${language})`).waitFor();
  });
});

describeJourney('journey 3: enabling and disabling', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: from the list and the show page, with confirmation and toast; the owner can no longer sign in', async (language) => {
    const t = T[language];
    const n = language === 'zh' ? 15 : 25;
    const owner = `hooli-00${n}`;
    const id = n + 1; // the system tenant is 1; demo tenant n is n + 1
    const { page } = await browsing.open(language);
    await page.goto('/sign-in?redirect=%2Ftenants');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByRole('cell', { name: 'acme-0001', exact: true }).waitFor();
    await page.goto(`/tenants?filter=${encodeURIComponent(JSON.stringify({ q: owner }))}`);
    const row = page.getByRole('row').filter({ hasText: owner });
    await row.getByRole('button', { name: t.disable }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
    // The toast's words: the list's state filter offers a "Disabled" choice too.
    await page.locator('[data-sonner-toast]').filter({ hasText: t.disabled }).first().waitFor();
    await screenshot(page, `tenants-disabled-toast-${language}`);
    // The toast keeps to the top right, below the app bar and the list's toolbar: Create and Export stay usable.
    const toast = await page.locator('[data-sonner-toast][data-front="true"]').boundingBox();
    for (const control of [page.getByRole('link', { name: t.create, exact: true }), page.getByRole('button', { name: t.export, exact: true })]) {
      const name = (await control.textContent()) ?? '';
      const button = await control.boundingBox();
      expect(toast && button && toast.y < button.y + button.height && button.y < toast.y + toast.height && toast.x < button.x + button.width && button.x < toast.x + toast.width, `the toast covers ${name}`).toBe(false);
    }

    // The owner is refused at sign-in.
    const visitor = await browsing.open(language);
    await visitor.page.goto('/sign-in');
    await signIn(visitor.page, owner, E2E_OWNER_PASSWORD);
    await expect.poll(() => visitor.page.getByRole('alert').textContent(), { timeout: 15_000 }).toContain(t.forbidden);

    // Enabled again from the show page.
    await page.goto(`/tenants/${id}/show`);
    await page.getByRole('button', { name: t.enable }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.confirm }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: t.enabledToast }).first().waitFor();
    await signIn(visitor.page, owner, E2E_OWNER_PASSWORD);
    await visitor.page.waitForURL((url) => url.pathname === '/');
  });
});

/** How far the page reaches past the screen, and which controls lie beyond its right edge. */
async function widthReport(page: Page): Promise<{ overflow: number; offscreen: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const offscreen = [...document.querySelectorAll<HTMLElement>('button, a[href], input, [role="combobox"]')]
      // A table wider than a tablet scrolls inside its own box; what it scrolls away is not lost.
      .filter((element) => !element.closest('.RaDatagrid-tableWrapper') && element.getClientRects().length > 0)
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName);
    return { overflow: document.documentElement.scrollWidth - width, offscreen };
  });
}

describeJourney('journey 2b: long text and phones', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: a 500-character remark with a long URL, and a 390 px phone, widen no page and push no control off-screen', async (language) => {
    const { page } = await browsing.open(language);
    await page.goto('/sign-in?redirect=%2Ftenants');
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.getByRole('cell', { name: 'acme-0001', exact: true }).waitFor();
    const id = language === 'zh' ? 40 : 41;
    const remark = `See https://example.com/${'a'.repeat(226)} ${'and more words '.repeat(20)}`.slice(0, 500);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const saved = await page.request.put(`/api/v1/admin/tenant/${id}`, { headers: { Authorization: `Bearer ${token}` }, data: { remark } });
    expect(saved.status()).toBe(200);

    const pages: [number, string, string][] = [
      [1366, `/tenants/${id}/show`, 'See https://example.com/'],
      [390, `/tenants/${id}/show`, 'See https://example.com/'],
      [390, '/tenants', 'acme-0001'],
      [390, '/users', 'admin'],
      [390, '/logs', 'admin'],
    ];
    for (const [width, path, text] of pages) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.getByText(text).first().waitFor();
      expect({ width, path, ...(await widthReport(page)) }).toEqual({ width, path, overflow: 0, offscreen: [] });
    }
    await page.goto(`/tenants/${id}`);
    await page.locator('textarea[name=remark]').waitFor();
    expect({ path: 'edit', ...(await widthReport(page)) }).toEqual({ path: 'edit', overflow: 0, offscreen: [] });
  });
});
