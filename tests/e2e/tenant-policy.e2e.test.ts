import { afterAll, beforeAll, expect, it } from 'vitest';
import { startOwnServer } from './own-server.js';
import { E2E_OWNER_PASSWORD, type SeededServer } from './seeded-server.js';
import { describeJourney, expectAccessible, screenshot, signInAtHome, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    title: '租户策略',
    allowlist: '允许的网段',
    outside: (address: string) => `您自己的地址 ${address} 不在此列表中：保存后您将无法访问。`,
    inside: (address: string) => `您的地址 ${address} 在此列表中。`,
    save: '保存',
    saved: '策略已保存：对租户成员的下一次访问起生效',
  },
  en: {
    title: 'Tenant policy',
    allowlist: 'Allowed networks',
    outside: (address: string) => `Your own address ${address} is outside this list: saving it would lock you out.`,
    inside: (address: string) => `Your address ${address} is inside this list.`,
    save: 'Save',
    saved: 'Policy saved: it holds from the next call of each of the tenant’s people',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** Each language at one width, the other at the other. */
const WIDTH: Record<Language, number> = { en: 390, zh: 1366 };
/** The browser calls the server from the loopback address. */
const HERE = '127.0.0.1';

describeJourney('journey: an owner sets an allowlist, and one that would lock them out is refused before it is saved', () => {
  const browsing = useBrowser();
  let server: SeededServer;

  beforeAll(async () => {
    server = await startOwnServer(2);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(['en', 'zh'] as const)('%s: a list without their address cannot be saved; with it, it is', async (language) => {
    const t = T[language];
    const owner = language === 'en' ? 'acme-0001' : 'globex-0002';
    const { page } = await browsing.open(language, { baseUrl: server.url, width: WIDTH[language] });
    await signInAtHome(page, owner, E2E_OWNER_PASSWORD);
    await page.goto('/settings/policy');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    const list = page.getByRole('textbox', { name: t.allowlist });
    await list.fill('192.0.2.0/24');
    await page.getByText(t.outside(HERE)).waitFor();
    expect(await page.getByRole('button', { name: t.save }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, `tenant-policy-locked-out-${language}-${WIDTH[language]}`);

    await list.fill(`192.0.2.0/24\n${HERE}/32`);
    await page.getByText(t.inside(HERE)).waitFor();
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText(t.saved).waitFor();
    // Still signed in, from inside the list.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    expect(await page.getByRole('textbox', { name: t.allowlist }).inputValue()).toBe(`192.0.2.0/24\n${HERE}/32`);
  });
});
