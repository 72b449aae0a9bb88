import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js';
import { E2E_ADMIN_PASSWORD, E2E_OWNER_PASSWORD, startSeededServer, type SeededServer } from './seeded-server.js';
import { describeJourney, dialect, expectAccessible, screenshot, signIn, useBrowser } from './session.js';

/** Demo tenant 1 and its three domains (server/src/store/seed.ts). */
const OWNER = 'acme-0001';
const DOMAIN = 'www.acme-0001.example.net';
const FAILING = 'shop.acme-0001.example.org';
const RECORD = `_tenant-console.${DOMAIN}`;
const TARGET = 'verify.console.test';
const WRONG = 'tc-left-over-from-before';

const T = {
  zh: {
    verify: '立即验证',
    failed: '验证失败',
    noTxt: `名称 ${RECORD} 下没有 TXT 记录；请按所示的值创建后再验证（DNS 变更可能需要几分钟生效）`,
    wrong: `记录 ${RECORD} 的值是 "${WRONG}"，不是预期的值；请改为所示的值`,
  },
  en: {
    verify: 'Verify now',
    failed: 'Failed',
    verified: 'Verified',
    wrong: `${RECORD} holds "${WRONG}", not the expected value. Change it to the value shown.`,
    done: `Verified: ${RECORD} holds the expected value`,
    marked: '1 of 3 verified',
  },
};

function card(page: Page, name: string) {
  return page.getByRole('region', { name });
}

async function verify(page: Page, name: string, label: string): Promise<void> {
  await card(page, name).getByRole('button', { name: label }).click();
}

/** The console's language as a returning visitor has chosen it, applied by a reload. */
async function speak(page: Page, language: 'zh' | 'en'): Promise<void> {
  await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
  await page.reload();
}

describeJourney('journey 9: an owner proves a domain with a DNS record', () => {
  const browsing = useBrowser();
  let dns: TestDnsServer;
  let server: SeededServer;

  beforeAll(async () => {
    if (inject('skipReason')) return;
    // The domain exists, with no proof yet: the loopback resolver is the only one the server asks.
    dns = await startDnsServer(new Map([[DOMAIN, {}]]));
    server = await startSeededServer({
      tenants: 2,
      postgres: dialect === 'postgres',
      env: { DNS_SERVERS: dns.address, DNS_TIMEOUT_MS: '500', CNAME_TARGET: TARGET },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await dns?.close();
  });

  it('says what is missing or wrong in zh, verifies in en, and an administrator sees the mark', async () => {
    const { page } = await browsing.open('zh', { baseUrl: server.url });
    await page.goto('/sign-in?redirect=%2Fsettings%2Fcname');
    await signIn(page, OWNER, E2E_OWNER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/settings/cname');

    // No record yet, then a value left over from before: the server's own words, in Chinese.
    await verify(page, DOMAIN, T.zh.verify);
    await card(page, DOMAIN).getByText(T.zh.noTxt).waitFor();
    await card(page, DOMAIN).getByText(T.zh.failed).waitFor();
    dns.zone.set(RECORD, { txt: [WRONG] });
    await verify(page, DOMAIN, T.zh.verify);
    await card(page, DOMAIN).getByText(T.zh.wrong).waitFor();

    // After a reload in English, the stored reason still says what was found.
    await speak(page, 'en');
    await card(page, DOMAIN).getByText(T.en.wrong).waitFor();

    // The value the page asks for, put in the zone: verified.
    const value = (await card(page, DOMAIN).locator('code', { hasText: /^tc-[0-9a-f]{32}$/ }).textContent()) ?? '';
    expect(value).toMatch(/^tc-[0-9a-f]{32}$/);
    dns.zone.set(RECORD, { txt: [value] });
    await verify(page, DOMAIN, T.en.verify);
    await card(page, DOMAIN).getByText(T.en.done).waitFor();
    await card(page, DOMAIN).getByText(T.en.verified, { exact: true }).waitFor();

    // One domain failed (it does not exist in DNS), one never checked: the three states side by side.
    await verify(page, FAILING, T.en.verify);
    await card(page, FAILING).getByText(T.en.failed, { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'domains-en');
    await speak(page, 'zh');
    await card(page, FAILING).getByText(T.zh.failed, { exact: true }).waitFor();
    await screenshot(page, 'domains-zh');

    const { page: admin } = await browsing.open('en', { baseUrl: server.url });
    await admin.goto('/sign-in?redirect=%2Ftenants');
    await signIn(admin, 'admin', E2E_ADMIN_PASSWORD);
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: OWNER, exact: true }) });
    await row.getByRole('img', { name: T.en.marked }).waitFor();
  }, 120_000);
});

