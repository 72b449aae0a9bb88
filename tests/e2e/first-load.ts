import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

/** One script, style sheet or font as the browser fetched it. */
export interface FetchedFile {
  url: string;
  kind: 'script' | 'stylesheet' | 'font';
  /** A script's or a style sheet's bytes gzipped (level 9, as the server's precompressed .gz); a font's as sent (woff2 is compressed already). */
  bytes: number;
}

export interface FirstLoad {
  files: FetchedFile[];
  /** Scripts and style sheets. */
  code: number;
  fonts: number;
}

const KINDS = new Set(['script', 'stylesheet', 'font']);

/**
 * What the browser fetches for a page until it is usable (`ready`) and the network is idle: every
 * script, style sheet and font, counted as the issue counts them. This is what a visitor downloads,
 * chunks loaded after the first paint included, where a walk of the build's manifest sees only what
 * the page imports statically.
 */
export async function measureFirstLoad(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<FirstLoad> {
  const pending: Promise<FetchedFile | undefined>[] = [];
  const onResponse = (response: Response) => {
    const kind = response.request().resourceType();
    if (!KINDS.has(kind)) return;
    pending.push(
      response.body().then(
        (body) => ({ url: new URL(response.url()).pathname, kind: kind as FetchedFile['kind'], bytes: kind === 'font' ? body.length : gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const files = (await Promise.all(pending)).filter((file): file is FetchedFile => file !== undefined);
  const sum = (list: FetchedFile[]) => list.reduce((total, file) => total + file.bytes, 0);
  return { files, code: sum(files.filter((file) => file.kind !== 'font')), fonts: sum(files.filter((file) => file.kind === 'font')) };
}
