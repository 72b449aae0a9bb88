import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { E2E_OWNER_PASSWORD } from './global-setup.js';
import { describeJourney, expectAccessible, LANGUAGES, screenshot, signInAtHome, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    owner: 'wayne-0017',
    newServiceAccount: '新建服务账号',
    username: /^用户名/,
    description: '描述',
    create: '创建',
    tokens: 'API 令牌',
    newToken: '新建令牌',
    name: /^名称/,
    createToken: '创建令牌',
    secret: 'API 令牌',
    done: '完成',
    revoke: '吊销',
    revoked: '已吊销令牌“deploy”',
    serviceAccount: '服务账号',
  },
  en: {
    owner: 'stark-0016',
    newServiceAccount: 'New service account',
    username: /^Username/,
    description: 'Description',
    create: 'Create',
    tokens: 'API tokens',
    newToken: 'New token',
    name: /^Name/,
    createToken: 'Create token',
    secret: 'API token',
    done: 'Done',
    revoke: 'Revoke',
    revoked: 'Token "deploy" revoked',
    serviceAccount: 'Service account',
  },
} satisfies Record<Language, Record<string, unknown>>;

const TOKEN_SHOWN_ONCE = /^tc_[A-Za-z0-9_-]{43}$/;

/** Who the API says a token is, or the status it refused it with. */
async function whoIs(baseUrl: string, token: string): Promise<{ status: number; username?: string; kind?: string }> {
  const answer = await fetch(`${baseUrl}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) return { status: answer.status };
  const { data } = (await answer.json()) as { data: { username: string; kind?: string } };
  return { status: 200, username: data.username, kind: data.kind };
}

/** The tokens section at a phone's width and a laptop's, for people to look at. */
async function screenshotWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    // Not by role: once the window is narrowed, the layout marks the page aria-hidden, out of reach of queries by role.
    await page.locator('section').filter({ hasText: name }).first().scrollIntoViewIfNeeded();
    await screenshot(page, `api-tokens-${width}-${name === 'API tokens' ? 'en' : 'zh'}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describeJourney('journey 10: programs — a service account, its API token shown once, used and revoked', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: an owner makes a service account and a token for it, the API takes the token, and refuses it once revoked', async (language) => {
    const t = T[language];
    const robot = `robot-${language}`;
    const { page } = await browsing.open(language);
    await signInAtHome(page, t.owner, E2E_OWNER_PASSWORD);

    await page.goto('/users');
    await page.getByRole('cell', { name: t.owner }).first().waitFor();
    await page.getByRole('button', { name: t.newServiceAccount }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: t.username }).fill(robot);
    await form.getByRole('textbox', { name: t.description }).fill('Deploys from CI');
    await expectAccessible(page);
    await form.getByRole('button', { name: t.create, exact: true }).click();
    await page.waitForURL((url) => /^\/users\/\d+\/show$/.test(url.pathname));
    await page.getByText('Deploys from CI').waitFor();

    const tokens = page.getByRole('region', { name: t.tokens });
    await tokens.getByRole('button', { name: t.newToken }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: t.name }).fill('deploy');
    await page.getByRole('dialog').getByRole('button', { name: t.createToken }).click();
    const field = page.getByRole('dialog').getByLabel(t.secret, { exact: true });
    await field.waitFor();
    const secret = await field.inputValue();
    expect(secret).toMatch(TOKEN_SHOWN_ONCE);
    await expectAccessible(page);
    await screenshot(page, `api-token-secret-${language}`);
    await page.getByRole('button', { name: t.done }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Shown once: the page keeps only its first characters.
    expect(await page.content()).not.toContain(secret);
    await tokens.getByText(`${secret.slice(0, 8)}…`).waitFor();

    expect(await whoIs(browsing.baseUrl, secret)).toEqual({ status: 200, username: robot, kind: 'service' });
    await page.reload();
    await tokens.getByText('deploy', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshotWidths(page, t.tokens);

    await tokens.getByRole('button', { name: t.revoke }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.revoke }).click();
    // The notice comes once the server answered the revocation (the list redraws before that, and
    // keeps the token afterwards among the revoked ones).
    await page.getByText(t.revoked).waitFor();
    expect((await whoIs(browsing.baseUrl, secret)).status).toBe(401);

    await page.goto('/users');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: robot }) });
    await row.getByText(t.serviceAccount).waitFor();
  });
});
