import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../tests/e2e/browser.js';
import type { Session } from './console-bench.js';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  best_practices: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
// A port of its own, so that it never meets another Chromium this machine runs.
const DEBUGGING_PORT = 9339;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G) on one page of the
 * console, `runs` times, each category's median score (0–100). Debian's Chromium is started with a
 * debugging port; a signed-in page finds the session in local storage, which Lighthouse is told to
 * keep (it clears storage before each run otherwise); the HTTP cache is cleared before each run.
 */
export async function lighthouseScores(baseUrl: string, path: string, runs: number, session?: Session): Promise<LighthouseScores> {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/404`);
    await page.evaluate((stored) => {
      localStorage.clear();
      localStorage.setItem('i18nextLng', 'en');
      if (stored) {
        localStorage.setItem('authToken', stored.token);
        localStorage.setItem('userInfo', JSON.stringify(stored.user));
      }
    }, session ?? null);
    const scores: Record<(typeof CATEGORIES)[number], number[]> = { performance: [], accessibility: [], 'best-practices': [] };
    const devtools = await context.newCDPSession(page);
    for (let run = 0; run < runs; run += 1) {
      // Every run a first visit: the session stays in local storage, the cache goes.
      await devtools.send('Network.clearBrowserCache');
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: DEBUGGING_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: true,
      });
      for (const category of CATEGORIES) scores[category].push(Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
    }
    return { performance: median(scores.performance), accessibility: median(scores.accessibility), best_practices: median(scores['best-practices']) };
  } finally {
    await browser.close();
  }
}
