import { afterAll, beforeAll, expect, it } from 'vitest';
import { WebhookReceiver } from '../helpers/webhook-receiver.js';
import { E2E_OWNER_PASSWORD } from './global-setup.js';
import { startOwnServer } from './own-server.js';
import type { SeededServer } from './seeded-server.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signIn, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    owner: 'globex-0002',
    save: '保存',
    created: 'Webhook 端点已创建',
    secretLabel: '签名密钥',
    notAgain: '之后不会再显示',
    done: '完成',
    sendTest: '发送测试事件',
    deliveries: '投递记录',
    testEvent: '测试事件',
    succeeded: '成功',
  },
  en: {
    owner: 'acme-0001',
    save: 'Save',
    created: 'Webhook endpoint created',
    secretLabel: 'Signing secret',
    notAgain: 'It will not be shown again',
    done: 'Done',
    sendTest: 'Send test event',
    deliveries: 'Deliveries',
    testEvent: 'Test event',
    succeeded: 'Succeeded',
  },
} satisfies Record<Language, Record<string, string>>;

describeJourney('journey: webhooks — an owner adds an endpoint, keeps its secret, and sees a test event delivered', () => {
  const browsing = useBrowser();
  let server: SeededServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    // A server of its own: its webhooks may reach this machine, where the receiver listens.
    receiver = await WebhookReceiver.start();
    server = await startOwnServer(2, { WEBHOOK_ALLOW_PRIVATE_NETWORK: 'true' });
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it.each(LANGUAGES)('%s: an owner creates an endpoint, sees its secret once, sends a test event and sees it succeed', async (language) => {
    const t = T[language];
    const { page } = await browsing.open(language, { baseUrl: server.url, width: 1366 });
    await page.goto('/sign-in');
    await signIn(page, t.owner, E2E_OWNER_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/webhooks/create');
    await page.locator('input[name=url]').fill(`${receiver.url}/${language}`);
    await page.locator('textarea[name=description]').fill(`CRM (${language})`);
    const events = page.locator('input[name=eventTypes]');
    await events.fill('user.*');
    await events.press('Enter');
    await expectAccessible(page);
    await screenshot(page, `webhook-create-${language}`);
    await page.getByRole('button', { name: t.save }).click();

    const dialog = page.getByRole('dialog', { name: t.created });
    await dialog.waitFor();
    await dialog.getByText(t.notAgain).waitFor();
    const secret = await dialog.getByLabel(t.secretLabel).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expectAccessible(page);
    await screenshot(page, `webhook-secret-${language}`);
    receiver.secret = secret;
    await dialog.getByRole('button', { name: t.done }).click();
    await page.waitForURL((url) => /^\/webhooks\/\d+\/show$/.test(url.pathname));
    expect(await page.getByText(secret).count()).toBe(0);

    const before = receiver.received.length;
    await page.getByRole('button', { name: t.sendTest }).click();
    const table = page.getByRole('table', { name: t.deliveries });
    const row = table.getByRole('row').filter({ hasText: t.testEvent });
    // The table asks again by itself while a delivery waits: no reload needed to see the outcome.
    await row.getByText(t.succeeded).waitFor({ timeout: 20_000 });
    const [received] = (await receiver.waitFor(before + 1)).slice(before);
    expect(received?.payload?.type).toBe('webhook.test');

    await expectAccessible(page);
    await screenshot(page, `webhook-endpoint-1366-${language}`);

    // The same page on a phone, opened there (as a phone would): it keeps the screen's width, the table scrolls in its own box.
    const endpointPage = new URL(page.url()).pathname;
    const { page: phone } = await browsing.open(language, { baseUrl: server.url, width: 390 });
    await phone.goto('/sign-in');
    await signIn(phone, t.owner, E2E_OWNER_PASSWORD);
    await phone.waitForURL((url) => url.pathname === '/');
    await phone.goto(endpointPage);
    await phone.getByRole('table', { name: t.deliveries }).getByText(t.succeeded).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(phone);
    await screenshot(phone, `webhook-endpoint-390-${language}`);
  });
});
