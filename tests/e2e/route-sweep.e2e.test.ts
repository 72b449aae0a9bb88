import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD } from './global-setup.js';
import { describeJourney, seriousViolations, showTheme, signIn, useBrowser, type Language } from './session.js';
import { seedHostileWorld, type HostileWorld } from './sweep/hostile-data.js';
import { inspectPage, waitUntilSettled } from './sweep/page-inspection.js';
import { NOT_AVAILABLE_ROUTES, PUBLIC_ROUTES, protectedRoutes } from './sweep/routes.js';
import { message, textRules } from './sweep/text-rules.js';

type Theme = 'light' | 'dark';

interface Combination {
  width: 1366 | 390;
  language: Language;
  /**
   * Every page is checked in both themes on one load (the console follows the system's scheme),
   * and audited by axe in one of them. Axe is most of a page's cost; these four cover every width
   * with both themes, every language at both widths, and every language in both themes.
   */
  auditIn: Theme;
}

const COMBINATIONS: Combination[] = [
  { width: 1366, language: 'zh', auditIn: 'light' },
  { width: 1366, language: 'en', auditIn: 'dark' },
  { width: 390, language: 'zh', auditIn: 'dark' },
  { width: 390, language: 'en', auditIn: 'light' },
];

/** Only toasts are left out: axe would measure them mid-animation. */
const AXE_EXCEPTIONS = ['[data-sonner-toaster]'];

/** Each route's tab title per principal, width and theme, in each language, compared once both have run. */
const titles = new Map<string, Map<Language, string>>();

/** One look at the page in the theme it shows now. */
async function check(page: Page, route: string, combination: Combination, theme: Theme, who: string, redirects: 'refused' | 'allowed'): Promise<string[]> {
  const label = `${who} ${combination.width} ${combination.language} ${theme}`.trim();
  try {
    await waitUntilSettled(page);
  } catch {
    return [`${label} ${route}: did not settle within 15 s`];
  }
  const found = await inspectPage(page, textRules(combination.language));
  const landed = new URL(page.url()).pathname;
  if (landed !== route && redirects === 'refused') found.push(`was sent on to ${landed}`);
  if (!PUBLIC_ROUTES.includes(landed) && (await page.locator('.RaLayout-appFrame').count()) !== 1) found.push('is not inside the console\'s layout');
  if (combination.auditIn === theme) found.push(...(await seriousViolations(page, AXE_EXCEPTIONS)));
  if (NOT_AVAILABLE_ROUTES.includes(route)) {
    const notice = message(combination.language, 'pages.notAvailable.message');
    if (!(await page.getByText(notice).isVisible())) found.push('does not say the area is not available');
  }
  const key = `${who} ${combination.width} · ${theme} ${route}`;
  const byLanguage = titles.get(key) ?? new Map<Language, string>();
  byLanguage.set(combination.language, await page.title());
  titles.set(key, byLanguage);
  return found.map((problem) => `${label} ${route}: ${problem}`);
}

/**
 * The page just loaded, checked in the theme it opened in and then in the other: switching the
 * scheme costs a repaint where a second load would cost the whole page. The page is left in the
 * second theme, which the next route opens in.
 */
async function checkInBothThemes(page: Page, route: string, combination: Combination, who: string, redirects: 'refused' | 'allowed' = 'refused'): Promise<string[]> {
  const first: Theme = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  const second: Theme = first === 'light' ? 'dark' : 'light';
  const problems = await check(page, route, combination, first, who, redirects);
  await showTheme(page, second);
  problems.push(...(await check(page, route, combination, second, who, redirects)));
  return problems;
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
  async function sweepProtected(page: Page, combination: Combination, who: string, username: string, password: string, actInHostileTenant: boolean): Promise<string[]> {
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
      problems.push(...(await checkInBothThemes(page, route, combination, who, administrator ? 'refused' : 'allowed')));
      pages += 1;
    }
    return problems;
  }

  it.each(COMBINATIONS.map((c) => [`${c.width} ${c.language}`, c] as const))(
    '%s, light and dark: every page fits the screen, keeps its app bar usable, speaks one language and has its own title',
    async (_label, combination) => {
      const { page } = await browsing.open(combination.language, { theme: 'light', width: combination.width });
      const problems: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        problems.push(...(await checkInBothThemes(page, route, combination, '')));
        pages += 1;
      }
      problems.push(...(await sweepProtected(page, combination, '', 'admin', E2E_ADMIN_PASSWORD, true)));
      expect(problems).toEqual([]);
    },
    600_000,
  );

  /** The tenant's own people see other app bars, menus and pages: one width and language each, on a phone and on a desk. */
  it.each([
    ['owner', { width: 390, language: 'zh', auditIn: 'dark' }],
    ['member', { width: 1366, language: 'en', auditIn: 'light' }],
  ] as const)('as the %s, light and dark: every page passes the same checks', async (who, combination) => {
    const { page } = await browsing.open(combination.language, { theme: 'light', width: combination.width });
    const { username, password } = world[who];
    expect(await sweepProtected(page, combination, who, username, password, false)).toEqual([]);
  }, 600_000);

  it('gives every page a tab title of its own in each language', () => {
    const same = [...titles]
      .filter(([, byLanguage]) => byLanguage.size === 2 && byLanguage.get('zh') === byLanguage.get('en'))
      .map(([route, byLanguage]) => `${route}: "${byLanguage.get('en')}" in both languages`);
    expect(same).toEqual([]);
  });
});
