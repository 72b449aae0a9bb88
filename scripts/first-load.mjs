// What a first visit downloads (JS and CSS), read from a built console's manifest: the entry with
// everything it imports, plus the chunks the console asks for as it boots on that page. Shared by
// the budget test (tests/tooling/first-load-budget.test.ts) and anyone curious:
//   node scripts/first-load.mjs [dist]
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The chunks each first screen loads besides the entry, as main.tsx and the shell ask for them:
 * the page, its messages in one language (Chinese, the default and the longer one) and the default font.
 */
export const FIRST_SCREENS = {
  '/sign-in': ['src/public/sign-in/sign-in-page.tsx', 'src/i18n/bundles/public-zh.ts', 'src/components/fonts/inter.ts'],
  // The public account pages: the light shell too, with their own part of the messages.
  '/sign-up': ['src/public/sign-up/sign-up-page.tsx', 'src/i18n/bundles/public-zh.ts', 'src/i18n/bundles/public-accounts-zh.ts', 'src/components/fonts/inter.ts'],
  '/forgot-password': [
    'src/public/mailed-link-page.tsx',
    'src/i18n/bundles/public-zh.ts',
    'src/i18n/bundles/public-accounts-zh.ts',
    'src/components/fonts/inter.ts',
  ],
  '/invitation': [
    'src/public/mailed-link-page.tsx',
    'src/i18n/bundles/public-zh.ts',
    'src/i18n/bundles/public-accounts-zh.ts',
    'src/components/fonts/inter.ts',
  ],
  '/email-change': [
    'src/public/mailed-link-page.tsx',
    'src/i18n/bundles/public-zh.ts',
    'src/i18n/bundles/public-accounts-zh.ts',
    'src/components/fonts/inter.ts',
  ],
  '/otp': ['src/public/otp/otp-page.tsx', 'src/i18n/bundles/public-zh.ts', 'src/i18n/bundles/public-accounts-zh.ts', 'src/components/fonts/inter.ts'],
  '/tenants': [
    'src/app/admin-app.tsx',
    'src/resources/tenants/tenant-list.tsx',
    'src/i18n/bundles/public-zh.ts',
    'src/i18n/bundles/admin-zh.ts',
    'src/components/fonts/inter.ts',
  ],
};

/** The manifest's key for a source module (a dynamic entry that is also a shared chunk is keyed by its name). */
function keyOf(manifest, source) {
  if (manifest[source]) return source;
  const name = path.basename(source).replace(/\.[^.]+$/, '');
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].name === name);
  if (!key) throw new Error(`The build has no chunk for ${source}`);
  return key;
}

/**
 * Scripts and stylesheets `index.html` names that the bundler did not make (copied from `public/`,
 * such as the blocking theme script): every page downloads them too.
 */
function pageAssets(dist, manifest) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const built = new Set(Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? [])]));
  const named = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"|<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1] ?? match[2]);
  return named.filter((file) => !built.has(file));
}

/** The files (JS and CSS) of a first screen, and their gzip-compressed bytes. */
export function firstLoad(dist, screen) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const chunks = new Set();
  const css = new Set();
  const visit = (key) => {
    if (chunks.has(key)) return;
    chunks.add(key);
    const entry = manifest[key];
    for (const file of entry.css ?? []) css.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const source of FIRST_SCREENS[screen]) visit(keyOf(manifest, source));
  const files = [...pageAssets(dist, manifest), ...[...chunks].map((key) => manifest[key].file), ...css];
  const sizes = files.map((file) => ({ file, gzip: gzipSync(fs.readFileSync(path.join(dist, file))).length }));
  return { files: sizes, gzip: sizes.reduce((sum, { gzip }) => sum + gzip, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  for (const screen of Object.keys(FIRST_SCREENS)) {
    const { files, gzip } = firstLoad(dist, screen);
    console.log(`${screen}: ${(gzip / 1024).toFixed(1)} KB gzip in ${files.length} files`);
  }
}
