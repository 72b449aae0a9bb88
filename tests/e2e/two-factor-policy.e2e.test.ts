import { afterAll, beforeAll, expect, it } from 'vitest';
import { authenticatorCode } from '../helpers/authenticator.js';
import { startOwnServer } from './own-server.js';
import { E2E_OWNER_PASSWORD, type SeededServer } from './seeded-server.js';
import { describeJourney, expectAccessible, screenshot, signIn, signInAtHome, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    policy: '租户策略',
    whom: '要求两步验证登录的人员',
    members: '普通成员',
    grace: '宽限期（天）',
    without: '此要求涵盖的人员中有 1 人尚未开启两步验证登录：他们将在下一次登录时被引导去开启。',
    save: '保存',
    saved: '策略已保存：对租户成员的下一次访问起生效',
    enrolment: '开启两步验证登录',
    overdue: '您所在的租户要求两步验证登录，且宽限期已过：请开启后再继续。',
    turnOn: '开启两步验证',
    confirm: '开启',
    setupKey: '设置密钥',
    codes: '恢复码',
    saved2fa: '我已保存',
    welcome: (name: string) => `欢迎，${name}`,
  },
  en: {
    policy: 'Tenant policy',
    whom: 'Two-factor sign-in required of',
    members: 'Members',
    grace: 'Grace period (days)',
    without: 'One person it covers has no two-factor sign-in yet: they are sent to set it up at their next sign-in.',
    save: 'Save',
    saved: 'Policy saved: it holds from the next call of each of the tenant’s people',
    enrolment: 'Turn on two-factor sign-in',
    overdue: 'Your tenant requires two-factor sign-in, and its grace period is over: turn it on to go on.',
    turnOn: 'Turn on',
    confirm: 'Turn on',
    setupKey: 'Setup key',
    codes: 'Recovery codes',
    saved2fa: 'I have saved them',
    welcome: (name: string) => `Welcome, ${name}`,
  },
} satisfies Record<Language, Record<string, unknown>>;

/** Each language at one width, the other at the other. */
const WIDTH: Record<Language, number> = { en: 390, zh: 1366 };
const OWNER: Record<Language, string> = { en: 'acme-0001', zh: 'globex-0002' };
const MEMBER_PASSWORD = 'member-password-52';

describeJourney('journey: an owner requires two-factor sign-in of the members, and a member is sent to enrolment before anything else', () => {
  const browsing = useBrowser();
  let server: SeededServer;

  beforeAll(async () => {
    server = await startOwnServer(2);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A member of the owner's tenant, made through the API as another page would. */
  async function newMember(owner: string, username: string): Promise<void> {
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${server.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) }, body: JSON.stringify(body) });
    const login = (await (await post('/auth/login', { username: owner, password: E2E_OWNER_PASSWORD })).json()) as { data: { token: string } };
    const made = await post('/users', { username, role: 'member', password: MEMBER_PASSWORD }, login.data.token);
    expect(made.status, await made.clone().text()).toBe(201);
  }

  it.each(['en', 'zh'] as const)('%s: the owner sees beforehand who lacks it and saves; the member turns it on at sign-in and goes on', async (language) => {
    const t = T[language];
    const member = `${OWNER[language]}-member`;
    await newMember(OWNER[language], member);

    const { page } = await browsing.open(language, { baseUrl: server.url, width: WIDTH[language] });
    await signInAtHome(page, OWNER[language], E2E_OWNER_PASSWORD);
    await page.goto('/settings/policy');
    await page.getByRole('heading', { level: 1, name: t.policy }).waitFor();
    await page.getByRole('combobox', { name: t.whom }).selectOption({ label: t.members });
    await page.getByRole('spinbutton', { name: t.grace }).fill('0');
    await page.getByText(t.without).waitFor();
    await expectAccessible(page);
    await screenshot(page, `two-factor-policy-${language}-${WIDTH[language]}`);
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText(t.saved).waitFor();

    const { page: memberPage } = await browsing.open(language, { baseUrl: server.url, width: WIDTH[language] });
    await memberPage.goto('/sign-in');
    await signIn(memberPage, member, MEMBER_PASSWORD);
    await memberPage.getByRole('heading', { level: 1, name: t.enrolment }).waitFor();
    expect(new URL(memberPage.url()).pathname).toBe('/settings/two-factor');
    await memberPage.getByText(t.overdue).waitFor();
    // Nothing else opens: the address of another page leads back here.
    await memberPage.goto('/users');
    await memberPage.getByText(t.overdue).waitFor();
    expect(new URL(memberPage.url()).pathname).toBe('/settings/two-factor');
    await expectAccessible(memberPage);
    await screenshot(memberPage, `two-factor-required-${language}-${WIDTH[language]}`);

    await memberPage.getByRole('button', { name: t.turnOn, exact: true }).click();
    const secret = (await memberPage.getByRole('textbox', { name: t.setupKey }).inputValue()).replace(/\s+/g, '');
    await memberPage.locator('input[name=code]').fill(await authenticatorCode(secret));
    await memberPage.getByRole('button', { name: t.confirm, exact: true }).click();
    await memberPage.getByRole('list', { name: t.codes }).getByRole('listitem').last().waitFor();
    await memberPage.getByRole('button', { name: t.saved2fa }).click();
    await memberPage.waitForURL((url) => url.pathname === '/');
    await memberPage.getByText(t.welcome(member)).waitFor();
  });
});
