import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD } from './global-setup.js';
import { describeJourney, seriousViolations, signIn, useBrowser, type Language } from './session.js';
import { seedHostileWorld, type HostileWorld } from './sweep/hostile-data.js';
import { inspectPage, waitUntilSettled } from './sweep/page-inspection.js';
import { NOT_AVAILABLE_ROUTES, PUBLIC_ROUTES, protectedRoutes } from './sweep/routes.js';
import { message, textRules } from './sweep/text-rules.js';

interface Combination {
  width: 1366 | 390;
  language: Language;
  theme: 'light' | 'dark';
  /**
   * Whether axe audits this combination's pages. Axe is most of a page's cost; these four cover
   * every width with both themes, every language at both widths, and every language in both themes.
   */
  audit: boolean;
}

const COMBINATIONS: Combination[] = [
  { width: 1366, language: 'zh', theme: 'light', audit: true },
  { width: 1366, language: 'zh', theme: 'dark', audit: false },
  { width: 1366, language: 'en', theme: 'light', audit: false },
  { width: 1366, language: 'en', theme: 'dark', audit: true },
  { width: 390, language: 'zh', theme: 'light', audit: false },
  { width: 390, language: 'zh', theme: 'dark', audit: true },
  { width: 390, language: 'en', theme: 'light', audit: true },
  { width: 390, language: 'en', theme: 'dark', audit: false },
];

/** Only toasts are left out: axe would measure them mid-animation. */
const AXE_EXCEPTIONS = ['[data-sonner-toaster]'];

/** Each route's tab title per principal, width and theme, in each language, compared once both have run. */
const titles = new Map<string, Map<Language, string>>();

async function check(page: Page, route: string, combination: Combination, label: string, redirects: 'refused' | 'allowed' = 'refused'): Promise<string[]> {
  try {
    await waitUntilSettled(page);
  } catch {
    return [`${label} ${route}: did not settle within 15 s`];
  }
  const found = await inspectPage(page, textRules(combination.language));
  const landed = new URL(page.url()).pathname;
  if (landed !== route && redirects === 'refused') found.push(`was sent on to ${landed}`);
  if (!PUBLIC_ROUTES.includes(landed) && (await page.locator('.RaLayout-appFrame').count()) !== 1) found.push('is not inside the console\'s layout');
  if (combination.audit) found.push(...(await seriousViolations(page, AXE_EXCEPTIONS)));
  if (NOT_AVAILABLE_ROUTES.includes(route)) {
    const notice = message(combination.language, 'pages.notAvailable.message');
    if (!(await page.getByText(notice).isVisible())) found.push('does not say the area is not available');
  }
  const key = `${label.replace(/\b(zh|en)\b/, '·')} ${route}`;
  const byLanguage = titles.get(key) ?? new Map<Language, string>();
  byLanguage.set(combination.language, await page.title());
  titles.set(key, byLanguage);
  return found.map((problem) => `${label} ${route}: ${problem}`);
}

describeJourney('sweep: every route at 1366 and 390 px, in zh and en, light and dark', () => {
  const browsing = useBrowser();
  let world: HostileWorld;
  const started = Date.now();
  let pages = 0;

  beforeAll(async () => {
    world = await seedHostileWorld(browsing.baseUrl);
  });

  afterAll(() => {
    console.log(`[sweep] pages ${pages}, seconds ${Math.round((Date.now() - started) / 1000)}`);
  });

  /** Signs in and visits every protected route, as the console's own links would take the user there. */
  async function sweepProtected(page: Page, combination: Combination, label: string, username: string, password: string, actInHostileTenant: boolean): Promise<string[]> {
    const problems: string[] = [];
    await page.goto('/sign-in');
    await signIn(page, username, password);
    await page.waitForURL((url) => url.pathname === '/');
    if (actInHostileTenant) {
      // Act inside the tenant whose every field is at its limit: its 64-character name is in the app bar.
      await page.evaluate((tenantId) => localStorage.setItem('currentTenantId', String(tenantId)), world.tenantId);
      await page.reload();
    }
    const administrator = username === 'admin';
    for (const route of protectedRoutes(world, { administrator })) {
      // A fresh load each time: a move inside the console keeps the old page on screen while the
      // new one's code loads (a React transition), and the checks would read the page left.
      await page.goto(route);
      // Owners and members are sent on from what they may not open (a member's /users to their
      // profile, a page of another's event to the list): where they land is checked instead.
      problems.push(...(await check(page, route, combination, label, administrator ? 'refused' : 'allowed')));
      pages += 1;
    }
    return problems;
  }

  it.each(COMBINATIONS.map((c) => [`${c.width} ${c.language} ${c.theme}`, c] as const))(
    '%s: every page fits the screen, keeps its app bar usable, speaks one language and has its own title',
    async (label, combination) => {
      const { page } = await browsing.open(combination.language, { theme: combination.theme, width: combination.width });
      const problems: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        problems.push(...(await check(page, route, combination, label)));
        pages += 1;
      }
      problems.push(...(await sweepProtected(page, combination, label, 'admin', E2E_ADMIN_PASSWORD, true)));
      expect(problems).toEqual([]);
    },
    600_000,
  );

  /** The tenant's own people see other app bars, menus and pages: one combination each, on a phone and on a desk. */
  it.each([
    ['owner', { width: 390, language: 'zh', theme: 'dark', audit: true }],
    ['member', { width: 1366, language: 'en', theme: 'light', audit: false }],
  ] as const)('as the %s: every page passes the same checks', async (who, combination) => {
    const { page } = await browsing.open(combination.language, { theme: combination.theme, width: combination.width });
    const { username, password } = world[who];
    const label = `${who} ${combination.width} ${combination.language} ${combination.theme}`;
    expect(await sweepProtected(page, combination, label, username, password, false)).toEqual([]);
  }, 600_000);

  it('gives every page a tab title of its own in each language', () => {
    const same = [...titles]
      .filter(([, byLanguage]) => byLanguage.size === 2 && byLanguage.get('zh') === byLanguage.get('en'))
      .map(([route, byLanguage]) => `${route}: "${byLanguage.get('en')}" in both languages`);
    expect(same).toEqual([]);
  });
});
