import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../src/i18n/i18n';
import { ok, signIn, tenant, user } from '../fixtures';
import { server } from '../msw-server';
import { answerTenantList } from '../tenant-pages';
import { renderConsole } from '../render-console';
import { serveUsers } from '../user-server';

const APP = { en: 'Tenant Console', zh: '租户控制台' } satisfies Record<Language, string>;

/**
 * Every route of the console and every page of a resource, each with the page it shows: addresses of
 * one page (`/login`, `/sign-in`, `/sign-in-2`) share its title, and different pages never do.
 */
const PAGES: Record<string, string[]> = {
  signIn: ['/login', '/sign-in', '/sign-in-2'],
  signUp: ['/sign-up'],
  otp: ['/otp'],
  forgotPassword: ['/forgot-password'],
  emailChange: ['/email-change'],
  401: ['/401'],
  403: ['/403'],
  404: ['/404'],
  500: ['/500'],
  503: ['/503'],
  dashboard: ['/'],
  tenants: ['/tenants'],
  tenantShow: ['/tenants/2/show'],
  tenantEdit: ['/tenants/2'],
  users: ['/users'],
  userCreate: ['/users/create'],
  userShow: ['/users/5/show'],
  userEdit: ['/users/5'],
  logs: ['/logs'],
  templates: ['/templates'],
  templateCenter: ['/template-center'],
  tasks: ['/tasks'],
  targets: ['/targets'],
  target: ['/targets/7'],
  rules: ['/rules'],
  rule: ['/rules/7'],
  endpoints: ['/endpoints'],
  endpoint: ['/endpoints/7'],
  endpointLogs: ['/endpoints/logs/7'],
  chats: ['/chats'],
  apps: ['/apps'],
  helpCenter: ['/help-center'],
  endpointTemplate: ['/admin/endpoint-template'],
  settings: ['/settings'],
  password: ['/settings/password'],
  cname: ['/settings/cname'],
  settingsBackup: ['/settings_backup'],
  settingsBackupAccount: ['/settings_backup/account'],
  appearance: ['/settings_backup/appearance'],
  settingsBackupDisplay: ['/settings_backup/display'],
  settingsBackupNotifications: ['/settings_backup/notifications'],
};
const PUBLIC = new Set(['signIn', 'signUp', 'otp', 'forgotPassword', 'emailChange', '401', '403', '404', '500', '503']);

/** The tab's title once the page has named itself: "<page> · <console>", never the console's name alone. */
async function pageTitle(path: string, language: Language): Promise<string> {
  const view = await renderConsole(path, language);
  const suffix = ` · ${APP[language]}`;
  let title = '';
  // The suite's ceiling for a page (setup.ts), not 5 s: a lazy page on a loaded CI machine can take that long.
  await waitFor(() => {
    title = document.title;
    expect(title.endsWith(suffix) && title.length > suffix.length, `${path}: "${title}"`).toBe(true);
  });
  // Settled: a record's name arrives after the page's first draw.
  await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
  title = document.title;
  view.unmount();
  document.title = '';
  return title.slice(0, -suffix.length);
}

describe('document titles', () => {
  beforeEach(() => {
    serveUsers([user(5, 'alice', { tenantId: 2 })]);
    server.use(
      http.get('*/v1/admin/tenant', () => ok([])),
      http.get('*/v1/admin/tenant/with-domains', ({ request }) => answerTenantList([tenant(2, 'acme')], new URL(request.url))),
      http.get('*/v1/auth/sign-up', () => ok({ mode: 'open' })),
    );
  });

  it('gives every route its own title, in each language', async () => {
    const titles: Record<Language, Map<string, string>> = { en: new Map(), zh: new Map() };
    for (const language of ['en', 'zh'] as const) {
      for (const [page, paths] of Object.entries(PAGES)) {
        for (const path of paths) {
          localStorage.clear();
          if (!PUBLIC.has(page)) signIn();
          const title = await pageTitle(path, language);
          const earlier = titles[language].get(page);
          if (earlier !== undefined) expect(title, `${path} is the same page as the other addresses of ${page}`).toBe(earlier);
          titles[language].set(page, title);
        }
      }
    }
    for (const language of ['en', 'zh'] as const) {
      const byTitle = new Map<string, string[]>();
      for (const [page, title] of titles[language]) byTitle.set(title, [...(byTitle.get(title) ?? []), page]);
      expect([...byTitle.entries()].filter(([, pages]) => pages.length > 1), `${language}: pages sharing a title`).toEqual([]);
    }
    // Translated: a page titled the same in both languages was left in one of them (error codes and
    // a user's page, titled by the username alone, read the same in both).
    const untranslated = [...titles.en].filter(([page, title]) => titles.zh.get(page) === title && !/^\d+$/.test(page) && page !== 'userShow');
    expect(untranslated).toEqual([]);
  }, 240_000);

  it('follows a change of language on the page', async () => {
    signIn();
    await renderConsole('/settings_backup/appearance', 'en');
    await waitFor(() => expect(document.title).toBe('Appearance · Tenant Console'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: '中文' }));
    await waitFor(() => expect(document.title).toBe('外观 · 租户控制台'));
  });
});
