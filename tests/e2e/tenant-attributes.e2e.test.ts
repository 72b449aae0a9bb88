import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOwnServer } from './own-server.js';
import { E2E_ADMIN_PASSWORD, type SeededServer } from './seeded-server.js';
import { tenantId } from './tenant-id.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signInAtHome, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    newAttribute: '新建租户属性',
    key: /^键/,
    labelZh: /^中文名称/,
    labelEn: /^英文名称/,
    type: /^类型/,
    oneOfAList: '列表中的一项',
    choices: /^可选值/,
    listed: '在租户列表中显示为列',
    save: '保存',
    label: '套餐',
    otherLabel: '中文套餐',
    palette: '搜索页面、租户和命令',
    switchTo: (tenant: string) => new RegExp(`^切换到 ${tenant} #\\d+$`),
    seats: '席位',
    seatsFrom: '席位：从',
  },
  en: {
    newAttribute: 'New tenant attribute',
    key: /^Key/,
    labelZh: /^Label in Chinese/,
    labelEn: /^Label in English/,
    type: /^Type/,
    oneOfAList: 'One of a list',
    choices: /^Choices/,
    listed: 'Column in the tenants list',
    save: 'Save',
    label: 'Plan',
    otherLabel: 'English plan',
    palette: 'Search pages, tenants and commands',
    switchTo: (tenant: string) => new RegExp(`^Switch to ${tenant} #\\d+$`),
    seats: 'Seats',
    seatsFrom: 'Seats from',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** Each language at one width, the other at the other; each its own attribute and tenant, as both runs share the server. */
const WIDTH: Record<Language, number> = { en: 390, zh: 1366 };
const TENANT: Record<Language, string> = { en: 'acme-0001', zh: 'globex-0002' };
const OTHER_TENANT: Record<Language, string> = { en: 'globex-0002', zh: 'acme-0001' };

/** What the signed-in administrator's console would send, from the page: the journey's own setup, not what it tests. */
async function asAdministrator(page: Page, method: 'POST' | 'PUT', path: string, body: unknown): Promise<void> {
  const status = await page.evaluate(
    async ([verb, to, sent]) => {
      const answer = await fetch(`/api/v1${to}`, { method: verb, headers: { Authorization: `Bearer ${localStorage.getItem('authToken') ?? ''}`, 'content-type': 'application/json' }, body: JSON.stringify(sent) });
      return answer.status;
    },
    [method, path, body] as const,
  );
  expect(status, `${method} ${path}`).toBeLessThan(300);
}

/** A tenant's name where the list shows it: a phone's row holds its id beside it, and the switcher hidden copies. */
const shown = (page: Page, name: string) => page.getByText(name).filter({ visible: true });

describeJourney('journey: an administrator defines a tenant attribute, sets it on a tenant, filters the list by it and finds the tenant in the palette', () => {
  const browsing = useBrowser();
  let server: SeededServer;

  beforeAll(async () => {
    server = await startOwnServer(2);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(LANGUAGES)('%s: define → set → filter → find', async (language) => {
    const t = T[language];
    const key = `plan_${language}`;
    const tenant = TENANT[language];
    const { page } = await browsing.open(language, { baseUrl: server.url, width: WIDTH[language] });
    await signInAtHome(page, 'admin', E2E_ADMIN_PASSWORD);

    await page.goto('/attributes/create');
    await page.getByRole('heading', { level: 1, name: t.newAttribute }).waitFor();
    await page.getByRole('textbox', { name: t.key }).fill(key);
    await page.getByRole('textbox', { name: t.labelZh }).fill(language === 'zh' ? t.label : t.otherLabel);
    await page.getByRole('textbox', { name: t.labelEn }).fill(language === 'en' ? t.label : t.otherLabel);
    await page.getByRole('combobox', { name: t.type }).click();
    await page.getByRole('option', { name: t.oneOfAList }).click();
    await page.getByRole('textbox', { name: t.choices }).fill('free\nteam\nenterprise');
    await page.getByLabel(t.listed).check();
    await expectAccessible(page);
    await screenshot(page, `attribute-create-${language}`);
    await page.getByRole('button', { name: t.save }).click();
    await page.waitForURL((url) => url.pathname === `/attributes/${key}/show`);
    await page.getByText('free, team, enterprise').waitFor();

    await page.goto('/attributes');
    await page.getByText(key, { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, `attributes-list-${language}`);

    const id = await tenantId(page, tenant);
    await page.goto(`/tenants/${id}`);
    await page.getByRole('combobox', { name: new RegExp(`^${t.label}`) }).click();
    await page.getByRole('option', { name: 'enterprise' }).click();
    await screenshot(page, `tenant-edit-attributes-${language}`);
    await page.getByRole('button', { name: t.save }).click();
    // Saved, the tenants list opens: a listed attribute is a column of its table (a phone shows rows).
    await page.waitForURL((url) => url.pathname === '/tenants');
    await shown(page, OTHER_TENANT[language]).first().waitFor();
    if (WIDTH[language] > 600) await page.getByRole('columnheader', { name: t.label, exact: true }).waitFor();

    // The list's filter is a native select named by the attribute; its choice lands in the address.
    await page.getByRole('combobox', { name: t.label, exact: true }).selectOption('enterprise');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"attr.${key}":"enterprise"`));
    await expect.poll(() => shown(page, OTHER_TENANT[language]).count()).toBe(0);
    await shown(page, tenant).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, `tenants-filtered-by-attribute-${language}`);

    // The deep link alone opens the same filtered list.
    const link = page.url();
    await page.goto('/');
    await page.goto(link);
    await shown(page, tenant).first().waitFor();
    expect(await shown(page, OTHER_TENANT[language]).count()).toBe(0);

    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: t.palette });
    await search.waitFor();
    await page.keyboard.type(`${key}:enterprise`);
    await page.getByRole('option', { name: t.switchTo(tenant) }).waitFor();
    await screenshot(page, `palette-attribute-${language}`);
    await page.keyboard.press('Escape');

    // A listed number is a range filter: a bound typed and Enter pressed narrows the list.
    const seats = `seats_${language}`;
    await asAdministrator(page, 'POST', '/admin/attributes', { key: seats, labels: { zh: language === 'zh' ? t.seats : '中文席位', en: language === 'en' ? t.seats : 'English seats' }, type: 'number', listed: true });
    await asAdministrator(page, 'PUT', `/admin/tenant/${id}`, { attributes: { [seats]: 250 } });
    await asAdministrator(page, 'PUT', `/admin/tenant/${await tenantId(page, OTHER_TENANT[language])}`, { attributes: { [seats]: 5 } });
    // The list remembers its last filter (the plan's): an empty one in the address starts afresh.
    await page.goto(`/tenants?filter=${encodeURIComponent('{}')}`);
    await shown(page, OTHER_TENANT[language]).first().waitFor();
    await page.getByRole('spinbutton', { name: t.seatsFrom, exact: true }).fill('100');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => decodeURIComponent(url.search).includes(`"attr.${seats}":{"gte":100}`));
    await expect.poll(() => shown(page, OTHER_TENANT[language]).count()).toBe(0);
    await shown(page, tenant).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, `tenants-range-filter-${language}`);
  });
});
