import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, E2E_OWNER_PASSWORD } from './global-setup.js';
import { describeJourney, expectAccessible, LANGUAGES, placeholderOverflow, screenshot, signInAtHome, useBrowser, type Language } from './session.js';

const T = {
  zh: {
    switcher: /^切换租户/,
    search: '搜索租户',
    searchUsers: '搜索用户名、名称或邮箱',
    switched: '已切换到租户: ',
    usersOf: (tenant: string) => `租户 ${tenant} 的用户`,
    save: '保存',
    secret: '一次性密码',
    done: '完成',
    reset: '重置密码',
    confirm: '确认',
    created: (user: string) => `admin 创建了用户 ${user}`,
    passwordReset: (user: string) => `admin 重置了用户 ${user} 的密码`,
    ownerCreated: (owner: string, user: string) => `${owner} 创建了用户 ${user}`,
    forbidden: '禁止访问',
    profile: '我的资料',
    createButton: '创建',
  },
  en: {
    switcher: /^Switch tenant/,
    search: 'Search tenants',
    searchUsers: 'Search username, name or email',
    switched: 'Switched to tenant: ',
    usersOf: (tenant: string) => `Users of ${tenant}`,
    save: 'Save',
    secret: 'One-time password',
    done: 'Done',
    reset: 'Reset password',
    confirm: 'Confirm',
    created: (user: string) => `admin created user ${user}`,
    passwordReset: (user: string) => `admin reset the password of user ${user}`,
    ownerCreated: (owner: string, user: string) => `${owner} created user ${user}`,
    forbidden: 'Access Forbidden',
    profile: 'My profile',
    createButton: 'Create',
  },
} satisfies Record<Language, Record<string, unknown>>;

const PASSWORD_SHOWN_ONCE = /^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/;

async function shownSecret(page: Page, label: string): Promise<string> {
  const field = page.getByRole('dialog').getByLabel(label);
  await field.waitFor();
  return field.inputValue();
}

describeJourney('journey 6: inside a tenant — users, roles and the audit log', () => {
  const browsing = useBrowser();

  it.each(LANGUAGES)('%s: an administrator switches to a tenant, creates a user, resets their password, and finds both in /logs', async (language) => {
    const t = T[language];
    const username = `journey-${language}`;
    const { page } = await browsing.open(language);
    await signInAtHome(page, 'admin', E2E_ADMIN_PASSWORD);

    await page.getByRole('button', { name: t.switcher }).click();
    await page.getByRole('combobox', { name: t.search }).fill('hooli-0005');
    await page.getByRole('option', { name: /hooli-0005/ }).click();
    await page.getByText(`${t.switched}hooli-0005`).waitFor();

    await page.goto('/users');
    await page.getByText(t.usersOf('hooli-0005')).first().waitFor();
    await page.getByRole('cell', { name: 'hooli-0005' }).first().waitFor();
    expect(await placeholderOverflow(page.getByPlaceholder(t.searchUsers))).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, `users-${language}`);

    await page.goto('/users/create');
    await page.locator('input[name=username]').fill(username);
    await page.locator('input[name=displayName]').fill('Journey Person');
    await page.getByRole('button', { name: t.save }).click();
    expect(await shownSecret(page, t.secret)).toMatch(PASSWORD_SHOWN_ONCE);
    await screenshot(page, `user-created-${language}`);
    await page.getByRole('button', { name: t.done }).click();
    await page.waitForURL((url) => /^\/users\/\d+\/show$/.test(url.pathname));

    await page.getByRole('button', { name: t.reset }).click();
    await page.getByRole('button', { name: t.confirm }).click();
    expect(await shownSecret(page, t.secret)).toMatch(PASSWORD_SHOWN_ONCE);
    await page.getByRole('button', { name: t.done }).click();

    await page.goto('/logs');
    await page.getByText(t.passwordReset(username)).waitFor();
    await page.getByText(t.created(username)).waitFor();
    await expectAccessible(page);
    await screenshot(page, `logs-${language}`);
  });

  it.each(LANGUAGES)('%s: an owner manages their users and reaches no tenant; their member sees only their profile', async (language) => {
    const t = T[language];
    const owner = language === 'en' ? 'initech-0003' : 'umbrella-0004';
    const member = `crew-${language}`;
    const memberPassword = `crew-password-${language}-1`;
    const { page } = await browsing.open(language);
    const foreign: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/v1/') && response.status() === 200) {
        const body = await response.text().catch(() => '');
        if (body.includes('acme-0001')) foreign.push(response.url());
      }
    });
    await signInAtHome(page, owner, E2E_OWNER_PASSWORD);

    await page.goto('/users');
    await page.getByRole('cell', { name: owner }).first().waitFor();
    await page.goto('/users/create');
    await page.locator('input[name=username]').fill(member);
    await page.locator('input[name=password]').fill(memberPassword);
    await page.getByRole('button', { name: t.save }).click();
    await page.waitForURL((url) => /^\/users\/\d+\/show$/.test(url.pathname));
    await page.goto('/logs');
    await page.getByText(t.ownerCreated(owner, member)).waitFor();

    // Tenants are for administrators, and another tenant's users are out of reach.
    await page.goto('/tenants');
    await page.getByText(t.forbidden).waitFor();
    await page.goto('/users/2/show');
    await page.waitForTimeout(500);
    expect(await page.content()).not.toContain('acme-0001');
    expect(foreign).toEqual([]);

    const { page: memberPage } = await browsing.open(language);
    await signInAtHome(memberPage, member, memberPassword);
    await memberPage.goto('/users');
    await memberPage.waitForURL((url) => /^\/users\/\d+\/show$/.test(url.pathname));
    await memberPage.getByText(t.profile).first().waitFor();
    await memberPage.getByText(member).first().waitFor();
    expect(await memberPage.getByRole('link', { name: t.createButton }).count()).toBe(0);
    await expectAccessible(memberPage);
    await screenshot(memberPage, `member-profile-${language}`);
  });
});
