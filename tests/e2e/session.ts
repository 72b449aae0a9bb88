import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { REPO_ROOT } from '../helpers/server-process.js';
import { CHROMIUM_ARGS } from './browser.js';

export type Language = 'zh' | 'en';
export const LANGUAGES: Language[] = ['zh', 'en'];
export const dialect = process.env['TEST_DIALECT'] === 'postgres' ? 'postgres' : 'sqlite';
const SCREENSHOTS = path.join(REPO_ROOT, 'test-results', 'screenshots');

/** `describe` for a browser journey, skipped with its reason when its database is not available. */
export function describeJourney(name: string, body: () => void): void {
  const reason = inject('skipReason');
  if (reason) describe.skip(`${name} [skipped: ${reason}]`, body);
  else describe(`${name} [${dialect}]`, body);
}

export interface Browsing {
  baseUrl: string;
  /** A fresh tab, as a new visitor in the given language; dialogs fail the test. */
  open(language: Language, options?: { theme?: 'light' | 'dark'; baseUrl?: string; width?: number }): Promise<{ context: BrowserContext; page: Page }>;
}

/** How long one step of a journey (a click, a wait, a navigation) may take before it fails. */
const STEP_CEILING_MS = 75_000;

/** One Chromium per test file; every test gets its own context (storage, cookies). */
export function useBrowser(): Browsing {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromium'), args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
  });
  const baseUrl = inject('baseUrl');
  return {
    baseUrl,
    async open(language, options = {}) {
      if (!browser) throw new Error('The browser is not running');
      const context = await browser.newContext({
        baseURL: options.baseUrl ?? baseUrl,
        viewport: { width: options.width ?? 1280, height: options.width !== undefined && options.width < 600 ? 844 : 800 },
        locale: language === 'zh' ? 'zh-CN' : 'en-US',
        colorScheme: options.theme ?? 'light',
      });
      contexts.push(context);
      // A ceiling for each step, not a speed check: Playwright's own 30 s was passed by the console's
      // start after "Stop acting" in a full `npm test`, the in-process lane sharing the two cores.
      context.setDefaultTimeout(STEP_CEILING_MS);
      await context.addInitScript(
        ([lng]) => {
          if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', lng ?? 'zh');
        },
        [language],
      );
      const page = await context.newPage();
      page.on('dialog', (dialog) => {
        throw new Error(`A dialog opened: ${dialog.type()} ${dialog.message()}`);
      });
      return { context, page };
    },
  };
}

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=password]').press('Enter');
}

/** Signs in from the sign-in page and waits for the dashboard's address: how most journeys start. */
export async function signInAtHome(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await signIn(page, username, password);
  await page.waitForURL((url) => url.pathname === '/');
}

/** Pixels of an input's placeholder that do not fit in its box: 0 or less when all of it shows. */
export async function placeholderOverflow(input: Locator): Promise<number> {
  return input.evaluate((element) => {
    const field = element as HTMLInputElement;
    const style = getComputedStyle(field);
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) throw new Error('no 2D canvas to measure the placeholder with');
    canvas.font = style.font;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return canvas.measureText(field.placeholder).width - room;
  });
}

/** Presses Tab until `target` holds the focus, as a keyboard user would; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 100): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses <= limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses`);
}

/**
 * Toasts are left out: axe measures them mid-animation, at partial opacity (at rest they are
 * near-black on white). Every other element is checked, the lists' row checkboxes too.
 */
const THIRD_PARTY_EXCEPTIONS = ['[data-sonner-toaster]'];

/** Serious and critical accessibility violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page, exceptions: readonly string[] = THIRD_PARTY_EXCEPTIONS): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of exceptions) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}) — ${(v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`);
}

/** Turns the system's colour scheme to `theme` and waits until the page, which follows it, has repainted. */
export async function showTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  // The console follows the system scheme unless the user chose one; wait until it has repainted.
  await page.waitForFunction((mode) => document.documentElement.dataset['theme'] === mode, theme);
  // Colours fade between themes; measured mid-fade they would read as contrast failures.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
  );
}

/** Whether the page follows the system's colour scheme, and which scheme the tab was opened with. */
async function themeState(page: Page): Promise<{ followsSystem: boolean; openedIn: 'light' | 'dark' }> {
  return page.evaluate(() => {
    const stored = localStorage.getItem('vite-ui-theme');
    return {
      followsSystem: stored === null || stored === 'system',
      openedIn: matchMedia('(prefers-color-scheme: dark)').matches ? ('dark' as const) : ('light' as const),
    };
  });
}

/**
 * No serious or critical accessibility violation on the page as it is now, in the light theme and
 * in the dark one (the page is left in the scheme it was opened with). Pages whose user picked a
 * theme explicitly are checked in that theme only.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const { followsSystem, openedIn } = await themeState(page);
  if (!followsSystem) {
    expect(await seriousViolations(page)).toEqual([]);
    return;
  }
  const results: Record<string, string[]> = {};
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    results[theme] = await seriousViolations(page);
  }
  await showTheme(page, openedIn);
  expect(results).toEqual({ light: [], dark: [] });
}

/**
 * Evidence for people: screenshots in the ignored test-results folder, in the light theme and the
 * dark one when the page follows the system (as it does unless the user chose a theme).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const { followsSystem, openedIn } = await themeState(page);
  if (!followsSystem) {
    await page.screenshot({ path: path.join(SCREENSHOTS, `${dialect}-${name}.png`) });
    return;
  }
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${dialect}-${name}-${theme}.png`) });
  }
  await showTheme(page, openedIn);
}
