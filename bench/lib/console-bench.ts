import { measureFirstLoad } from '../../tests/e2e/first-load.js';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../tests/e2e/browser.js';
import { spread, type Spread } from './stats.js';

export interface Session {
  token: string;
  user: { userId: number; username: string; isAdmin: boolean; tenantId: number };
}

export interface PageWeight {
  gzip_kb: number;
  requests: number;
}

// Frames are drawn as soon as they are ready rather than at 60 Hz: a measurement then shows the
// console's own work, not the wait for the next vsync.
const BENCH_ARGS = [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'];

export async function launchBrowser(log: (line: string) => void): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(log), args: BENCH_ARGS });
}

async function open(browser: Browser, baseURL: string, session?: Session): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await context.addInitScript((stored) => {
    localStorage.setItem('i18nextLng', 'en');
    if (stored) {
      localStorage.setItem('authToken', stored.token);
      localStorage.setItem('userInfo', JSON.stringify(stored.user));
    }
  }, session ?? null);
  return { context, page: await context.newPage() };
}

/** JS and CSS a first visit downloads, gzip-compressed here so every run counts the same way (as the e2e budget counts it). */
export async function pageWeight(browser: Browser, baseURL: string, path: string, ready: string, session?: Session): Promise<PageWeight> {
  const { context, page } = await open(browser, baseURL, session);
  let requests = 0;
  page.on('request', () => (requests += 1));
  const load = await measureFirstLoad(page, path, async (shown) => {
    await shown.locator(ready).first().waitFor();
  });
  await context.close();
  return { gzip_kb: load.code / 1024, requests };
}

// Page scripts as text: tsx would wrap nested functions in a helper the page does not have.
const FIRST_ROW_PROBE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('tbody tr td')) {
      window.firstRow = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

const KEYSTROKE_PROBE = `
  window.keys = [];
  document.addEventListener('keydown', (event) => {
    const pressed = event.timeStamp;
    requestAnimationFrame(() => {
      document.body.getBoundingClientRect();
      window.keys.push(performance.now() - pressed);
    });
  }, true);
`;

/**
 * Navigation start to the first row of a list in the DOM (the tenants list unless `path` says
 * another), in fresh tabs (nothing cached); `tenantId` is the tenant the administrator works in.
 */
export async function firstRow(browser: Browser, baseURL: string, session: Session, runs: number, path = '/tenants', tenantId?: number): Promise<Spread> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await open(browser, baseURL, session);
    if (tenantId !== undefined) await page.addInitScript(`localStorage.setItem('currentTenantId', '${tenantId}')`);
    await page.addInitScript({ content: FIRST_ROW_PROBE });
    await page.goto(path);
    await page.waitForFunction(() => 'firstRow' in window, undefined, { timeout: 120_000 });
    times.push(await page.evaluate(() => (window as unknown as { firstRow: number }).firstRow));
    await context.close();
  }
  return spread(times);
}

/** Heap in use once /tenants shows its rows, after a garbage collection. */
export async function heapAfterTenants(browser: Browser, baseURL: string, session: Session): Promise<number> {
  const { context, page } = await open(browser, baseURL, session);
  await page.goto('/tenants');
  await page.locator('tbody tr td').first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await context.close();
  return usedSize / 1024 / 1024;
}

/** Keystroke in the switcher's search to the next frame with the filtered list laid out. */
export async function switcherKeystroke(browser: Browser, baseURL: string, session: Session, runs: number): Promise<Spread> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { context, page } = await open(browser, baseURL, session);
    await page.goto('/');
    await page.getByRole('button', { name: /^Switch tenant/ }).click();
    await page.getByRole('option').first().waitFor({ timeout: 120_000 });
    await page.evaluate(KEYSTROKE_PROBE);
    for (const [index, key] of [...'wayne'].entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction((count) => (window as unknown as { keys: number[] }).keys.length > count, index);
    }
    times.push(...(await page.evaluate(() => (window as unknown as { keys: number[] }).keys)));
    await context.close();
  }
  return spread(times);
}

// Records when the text was typed (the input event) and when the awaited content first showed.
const TYPED_TO_SHOWN_PROBE = (selector: string, expected: string) => `
  window.typedAt = undefined;
  window.shownAt = undefined;
  document.addEventListener('input', (event) => { window.typedAt = event.timeStamp; }, true);
  new MutationObserver((_, observer) => {
    if (window.typedAt === undefined) return;
    const found = [...document.querySelectorAll(${JSON.stringify(selector)})].some((node) => node.textContent === ${JSON.stringify(expected)});
    if (found) {
      window.shownAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface TypedToShown {
  typedAt?: number;
  shownAt?: number;
}

async function typedToShown(page: Page, probe: { selector: string; expected: string }, type: () => Promise<void>): Promise<number> {
  await page.evaluate(TYPED_TO_SHOWN_PROBE(probe.selector, probe.expected));
  await type();
  await page.waitForFunction(() => (window as unknown as TypedToShown).shownAt !== undefined, undefined, { timeout: 60_000 });
  // The two numbers, not the window: a window does not survive the trip out of the page.
  const { typedAt, shownAt } = await page.evaluate(() => {
    const probe = window as unknown as TypedToShown;
    return { typedAt: probe.typedAt, shownAt: probe.shownAt };
  });
  if (typedAt === undefined || shownAt === undefined) throw new Error('The probe saw no typing or no result');
  return (shownAt ?? 0) - (typedAt ?? 0);
}

/**
 * A username typed (pasted whole) into the list's search box, to its row painted first: the
 * list's debounce, the server's search and the render, together.
 */
export async function listSearch(browser: Browser, baseURL: string, session: Session, usernames: string[]): Promise<Spread> {
  const times: number[] = [];
  for (const username of usernames) {
    const { context, page } = await open(browser, baseURL, session);
    await page.goto('/tenants');
    await page.locator('tbody tr td').first().waitFor({ timeout: 120_000 });
    times.push(
      await typedToShown(page, { selector: 'tbody tr:first-child td:nth-child(3)', expected: username }, () =>
        page.getByPlaceholder('Search username, domain or ID').fill(username),
      ),
    );
    await context.close();
  }
  return spread(times);
}

/** Above 5,000 tenants: a username typed into the switcher's search, to its option shown from the server's answer. */
export async function switcherServerSearch(browser: Browser, baseURL: string, session: Session, usernames: string[]): Promise<Spread> {
  const times: number[] = [];
  for (const username of usernames) {
    const { context, page } = await open(browser, baseURL, session);
    await page.goto('/');
    await page.getByRole('button', { name: /^Switch tenant/ }).click();
    await page.getByText('More than 5,000 tenants').waitFor({ timeout: 120_000 });
    times.push(
      await typedToShown(page, { selector: '[role=option] span', expected: username }, () =>
        page.getByRole('combobox', { name: 'Search tenants' }).fill(username),
      ),
    );
    await context.close();
  }
  return spread(times);
}

/**
 * A username typed into the command palette (opened with Ctrl+K), to its "Open tenant" option
 * painted (offered for disabled tenants too): the palette asks the server's search the switcher
 * uses, so this is its figure too. Then, as the journey goes on, the tenant is switched to from
 * the palette by the keyboard (Enter on "Switch to …"), and the console must say so; a run in which
 * no tenant could be switched to fails.
 */
export async function paletteServerSearch(browser: Browser, baseURL: string, session: Session, usernames: string[]): Promise<Spread> {
  const times: number[] = [];
  let switched = 0;
  for (const username of usernames) {
    const { context, page } = await open(browser, baseURL, session);
    await page.goto('/');
    await page.getByRole('button', { name: /^Switch tenant/ }).waitFor({ timeout: 120_000 });
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: 'Search pages, tenants and commands' });
    await search.waitFor({ timeout: 60_000 });
    times.push(await typedToShown(page, { selector: '[role=option] > span', expected: `Open tenant ${username}` }, () => search.fill(username)));
    if (await switchFromPalette(page, username)) switched += 1;
    await context.close();
  }
  if (switched === 0) throw new Error(`The palette switched to none of ${usernames.join(', ')}`);
  return spread(times);
}

/** Moves to "Switch to <username>" with the arrow keys and presses Enter; false for a tenant that cannot be switched to (disabled). */
async function switchFromPalette(page: Page, username: string): Promise<boolean> {
  // Its name goes on with the tenant's id: "Switch to acme-0001 #2".
  const option = page.getByRole('option', { name: new RegExp(`^Switch to ${username}(\\s|$)`) });
  if ((await option.count()) === 0) return false;
  const search = page.getByRole('combobox', { name: 'Search pages, tenants and commands' });
  const optionId = await option.getAttribute('id');
  for (let step = 0; step < 20 && (await search.getAttribute('aria-activedescendant')) !== optionId; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByText(`Switched to tenant: ${username}`).waitFor({ timeout: 60_000 });
  return true;
}
