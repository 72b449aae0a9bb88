import type { Page } from 'playwright-core';

/** What the page's own text is checked against, for the language it is shown in. */
export interface TextRules {
  language: 'zh' | 'en';
  /** Message keys: shown as they are, they were never translated. */
  keys: string[];
  /** Texts of the other language that this language never shows (in zh: English-only messages). */
  foreign: string[];
  /** Titles that name no page: the product's name alone. */
  bareTitles: string[];
}

/**
 * Everything the sweep reads off one page in one pass inside it: whether it is wider than the
 * screen (a horizontal scrollbar), whether an app-bar control is off-screen or under something
 * else, a column header or short token broken inside itself, an app-bar title cut to a few letters, how many menu entries
 * say they are the current page, its headings and title, and every visible text or label that is
 * a raw key or in the other language. Returns one sentence per problem.
 */
export async function inspectPage(page: Page, rules: TextRules): Promise<string[]> {
  return page.evaluate((rules) => {
    const problems: string[] = [];
    const viewport = window.innerWidth;
    const describe = (element: Element) => {
      const classes = [...element.classList].filter((c) => !c.startsWith('css-')).slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${text ? ` "${text}"` : ''}`;
    };
    const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

    const width = document.documentElement.scrollWidth;
    if (width > viewport + 1) {
      // The outermost elements that reach past the screen's right edge name the culprit.
      const past = [...document.body.querySelectorAll('*')].filter((e) => visible(e) && e.getBoundingClientRect().right > viewport + 1);
      const outermost = past.filter((e) => !past.includes(e.parentElement as Element) || e.parentElement === document.body).slice(0, 3);
      const deepest = past.filter((e) => !past.some((other) => other !== e && e.contains(other))).slice(0, 3);
      problems.push(`the page is ${width} px wide on a ${viewport} px screen (${[...outermost, ...deepest].map(describe).join(', ')})`);
    }

    const appBar = document.querySelector('header');
    if (appBar) {
      for (const control of appBar.querySelectorAll('button, a[href], [role="button"], input')) {
        if (!visible(control)) continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left < -1 || box.right > viewport + 1) {
          problems.push(`app-bar control ${describe(control)} is off-screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
          continue;
        }
        const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (onTop && !control.contains(onTop) && !onTop.contains(control)) {
          problems.push(`app-bar control ${describe(control)} is covered by ${describe(onTop)}`);
        }
      }
    }

    // A column's header, or a short token in a cell (an address, an id), split inside itself over
    // two lines ("I" / "D", "127.0.0." / "1"): long text may wrap anywhere, a label may not.
    const SHORT_TOKEN = 16;
    for (const cell of document.querySelectorAll('th, td')) {
      if (!visible(cell)) continue;
      const cells = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = cells.nextNode(); node; node = cells.nextNode()) {
        // A hyphen is a place to wrap ("Two-factor", "wonka-0058"); a dot or a slash is not.
        for (const match of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
          const token = match[0];
          if (token.length < 2 || token.length > SHORT_TOKEN) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + token.length);
          const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)));
          if (lines.size > 1) problems.push(`"${token}" is broken over ${lines.size} lines in ${describe(cell)}`);
        }
      }
    }

    // The app bar's title names the page: cut to a few letters ("Tena", "Us") it names nothing. It
    // shows all of itself, or at least 80 px of it (a word or two, or four or five Chinese characters).
    const appBarTitle = document.querySelector('#react-admin-title');
    const titleText = (appBarTitle?.textContent ?? '').trim();
    const FEWEST_PX_SHOWN = 80;
    if (appBarTitle && titleText && visible(appBarTitle) && appBarTitle.clientWidth < Math.min(appBarTitle.scrollWidth - 1, FEWEST_PX_SHOWN)) {
      const shown = Math.floor((titleText.length * appBarTitle.clientWidth) / appBarTitle.scrollWidth);
      problems.push(`the app bar's title "${titleText}" shows ${appBarTitle.clientWidth} px, about ${shown} of its ${titleText.length} characters`);
    }

    // Links to pages (the menu's entries); a pagination's current page is marked so too, and rightly.
    const current = [...document.querySelectorAll('a[aria-current="page"]')].filter(visible);
    if (current.length > 1) problems.push(`${current.length} menu entries are marked current: ${current.map(describe).join(', ')}`);

    const headings = [...document.querySelectorAll('h1')].filter(visible);
    if (headings.length !== 1) problems.push(`${headings.length} visible h1 headings, not one`);

    // The tab names the page the user sees, as the app bar does (or its heading, outside the
    // console's layout): not the product alone, nor a page left before.
    const title = document.title.trim();
    const named = (document.querySelector('#react-admin-title')?.textContent ?? headings[0]?.textContent ?? '').trim();
    if (!title || rules.bareTitles.includes(title)) problems.push(`the tab title names no page: "${title}"`);
    else if (named && !title.includes(named.slice(0, 40))) problems.push(`the tab title "${title}" does not name the page "${named}"`);

    const keys = new Set(rules.keys);
    const foreign = new Set(rules.foreign);
    const cjk = /[\u3400-\u9fff\uf900-\ufaff]/;
    const checkText = (text: string, where: string) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      if (keys.has(trimmed) || /^(ra|resources|app)\.[\w.]+$/.test(trimmed)) problems.push(`an untranslated key ${where}: "${trimmed}"`);
      else if (rules.language === 'en' && cjk.test(trimmed)) problems.push(`Chinese in the English console ${where}: "${trimmed.slice(0, 60)}"`);
      else if (rules.language === 'zh' && foreign.has(trimmed)) problems.push(`English in the Chinese console ${where}: "${trimmed.slice(0, 60)}"`);
    };
    // Text marked as another language (the language menu's own names) is meant to be so.
    const inOtherLanguage = (element: Element) => {
      const lang = element.closest('[lang]')?.getAttribute('lang') ?? rules.language;
      return !lang.toLowerCase().startsWith(rules.language);
    };
    checkText(title, 'in the tab title');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !visible(parent) || inOtherLanguage(parent) || parent.closest('script, style, [data-sonner-toaster]')) continue;
      checkText(node.textContent ?? '', `in ${describe(parent)}`);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (inOtherLanguage(element) || element.closest('[data-sonner-toaster]')) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) checkText(value, `in the ${attribute} of ${describe(element)}`);
      }
    }
    return [...new Set(problems)];
  }, rules);
}

/**
 * Waits until the page has settled: its main region is there, nothing says it is loading, and
 * its text has not changed for a moment.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.locator('main, [role="main"]').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () => {
      const state = window as unknown as { __sweepText?: string; __sweepSince?: number };
      const loading = [...document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')].some((e) => e.checkVisibility());
      const text = `${document.title}|${document.body.innerText}`;
      const now = performance.now();
      if (loading || text !== state.__sweepText) {
        state.__sweepText = text;
        state.__sweepSince = now;
        return false;
      }
      return now - (state.__sweepSince ?? now) >= 150;
    },
    undefined,
    { polling: 50, timeout: 15_000 },
  );
}
