import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../helpers/server-process.js';
// @ts-expect-error -- a plain ES module script without type declarations (scripts/ is JavaScript).
import { firstLoad } from '../../scripts/first-load.mjs';

interface FirstLoad {
  files: { file: string; gzip: number }[];
  gzip: number;
}

const KB = 1024;

/** Code the public pages must not download: the admin framework, its HTTP client and query cache. */
const ADMIN_ONLY = /node_modules\/(react-admin|ra-core|ra-ui-materialui\/(?!dist\/theme\/)|axios|@tanstack|react-router|react-hook-form|zod)\//;
/**
 * The same, but for zod: the public account pages check their forms with the contract's generated
 * zod schemas (sign-up, a new password), which their own chunks bring. Sign-in's first load has none.
 */
const ADMIN_FRAMEWORK = /node_modules\/(react-admin|ra-core|ra-ui-materialui\/(?!dist\/theme\/)|axios|@tanstack|react-router|react-hook-form)\//;

/** The public pages the light shell renders besides sign-in and the error pages. */
const ACCOUNT_PAGES = ['/sign-up', '/forgot-password', '/invitation', '/email-change', '/otp'];

describe('the first load of the console (bytes are deterministic, so this is a test; times stay in the benchmark)', () => {
  let dist: string;
  let buildOutput = '';

  // A build of its own, in a directory of its own: the browser suites serve `dist/` meanwhile.
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-budget-'));
    const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: REPO_ROOT,
      // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    buildOutput = `${build.stdout}${build.stderr}`;
    if (build.status !== 0) throw new Error(`The console did not build:\n${buildOutput}`);
  }, 180_000);

  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  // A newcomer's first `npm start` shows what the build warns about: only what needs their attention.
  it('builds without a warning', () => {
    expect(buildOutput).toBe('');
  });

  /** The modules in a first load's scripts; a script copied as it is (from `public/`) has no map and is its own source. */
  function sourcesOf(load: FirstLoad): string[] {
    return load.files
      .filter(({ file }) => file.endsWith('.js'))
      .flatMap(({ file }) => {
        const map = path.join(dist, `${file}.map`);
        return fs.existsSync(map) ? (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources : [`public/${file}`];
      });
  }

  it('loads sign-in without the admin framework, its HTTP client or its query cache', () => {
    const sources = sourcesOf(firstLoad(dist, '/sign-in') as FirstLoad);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => ADMIN_ONLY.test(source))).toEqual([]);
  });

  it.each(ACCOUNT_PAGES)('loads %s without the admin framework, its HTTP client, its query cache or its router', (screen) => {
    const sources = sourcesOf(firstLoad(dist, screen) as FirstLoad);
    expect(sources.some((source) => source.includes('src/public/public-app.tsx'))).toBe(true);
    expect(sources.filter((source) => ADMIN_FRAMEWORK.test(source))).toEqual([]);
    // Nor the admin application or its messages (the entry does carry the tenants list's address, for its early request).
    expect(sources.filter((source) => /\/src\/app\/|\/i18n\/bundles\/admin-/.test(source))).toEqual([]);
  });

  it('loads the messages of the language shown only', () => {
    const sources = sourcesOf(firstLoad(dist, '/sign-in') as FirstLoad);
    expect(sources.some((source) => source.includes('i18n/locales/zh/'))).toBe(true);
    expect(sources.filter((source) => source.includes('i18n/locales/en/'))).toEqual([]);
  });

  it('counts the theme script index.html names among what /sign-in loads first', () => {
    expect((firstLoad(dist, '/sign-in') as FirstLoad).files.map(({ file }) => file)).toContain('preferences-boot.js');
  });

  // The first screen's bytes are counted as the browser fetches them (tests/e2e/first-load.e2e.test.ts);
  // what is checked here is that each step that lightened it is still in the build.
  it('lightens /tenants as measured: no <Admin> default messages nor AdminUI’s own pages, lodash as ES modules, ra-core’s router adapter without the data router, toasts, the switcher’s list, jsonexport, the tooltips’ Popper and the menus on first use', () => {
    const sources = sourcesOf(firstLoad(dist, '/tenants') as FirstLoad);
    expect(sources.some((source) => source.includes('node_modules/ra-core/'))).toBe(true);
    expect(sources.filter((source) => /node_modules\/(ra-language-english|ra-i18n-polyglot|node-polyglot)\//.test(source))).toEqual([]);
    expect(sources.filter((source) => /node_modules\/lodash\//.test(source))).toEqual([]);
    expect(sources.some((source) => /node_modules\/lodash-es\//.test(source))).toBe(true);
    expect(sources.filter((source) => source.includes('ra-core/dist/routing/adapters/reactRouterProvider'))).toEqual([]);
    expect(sources.some((source) => source.includes('src/lib/router-adapter/react-router-provider.ts'))).toBe(true);
    expect(sources.filter((source) => /node_modules\/(sonner|@tanstack\/react-virtual|@tanstack\/virtual-core)\//.test(source))).toEqual([]);
    expect(sources.filter((source) => /node_modules\/jsonexport\//.test(source))).toEqual([]);
    expect(sources.some((source) => source.includes('src/lib/jsonexport-on-demand.ts'))).toBe(true);
    expect(sources.filter((source) => /node_modules\/(@popperjs\/core\/|@mui\/material\/esm\/Popper\/)/.test(source))).toEqual([]);
    expect(sources.some((source) => source.includes('src/components/popper-on-demand.tsx'))).toBe(true);
    expect(sources.filter((source) => /@mui\/material\/esm\/(Menu|Popover)\//.test(source))).toEqual([]);
    expect(sources.some((source) => source.includes('src/components/menu-on-demand.tsx'))).toBe(true);
    expect(sources.filter((source) => /ra-ui-materialui\/dist\/(AdminUI|auth\/Login|auth\/LoginForm|layout\/Notification)\.js$/.test(source))).toEqual([]);
  });

  it('draws the tenants list with light parts on ra-core’s list controller: no react-admin List, Datagrid, filter form or react-hook-form on /tenants', () => {
    const sources = sourcesOf(firstLoad(dist, '/tenants') as FirstLoad);
    expect(sources.some((source) => source.includes('src/components/light-list/light-datagrid.tsx'))).toBe(true);
    expect(sources.some((source) => source.includes('ra-core/dist/controller/list/useListController.js'))).toBe(true);
    const heavy = /ra-ui-materialui\/dist\/list\/(List|ListView|ListToolbar|filter\/FilterForm|datagrid\/Datagrid|SimpleList\/SimpleList|pagination\/Pagination)\.js$|node_modules\/react-hook-form\//;
    expect(sources.filter((source) => heavy.test(source))).toEqual([]);
  });

  it('leaves react-admin’s preferences editor (its inspector, the page title’s editor and MUI’s text field with it) and the switcher’s panel out of /tenants', () => {
    const sources = sourcesOf(firstLoad(dist, '/tenants') as FirstLoad);
    expect(sources.some((source) => source.includes('src/lib/ra-shims/page-title.tsx'))).toBe(true);
    expect(sources.some((source) => source.includes('src/lib/ra-shims/no-inspector.ts'))).toBe(true);
    const heavy = /ra-ui-materialui\/dist\/(layout\/PageTitleConfigurable|preferences\/(Inspector|Configurable))\.js$|@mui\/material\/esm\/((TextField|InputBase)\/|Select\/Select(Input)?\.js)|src\/features\/tenant-switcher\/tenant-switcher-panel\.tsx/;
    expect(sources.filter((source) => heavy.test(source))).toEqual([]);
  });

  it('leaves the other pages’ messages, the dialogs, the acting banner and its alert out of /tenants until they are wanted', () => {
    const sources = sourcesOf(firstLoad(dist, '/tenants') as FirstLoad);
    expect(sources.some((source) => source.includes('src/i18n/locales/zh/areas-entry.ts'))).toBe(true);
    expect(sources.some((source) => source.includes('src/components/dialogs-on-demand.tsx'))).toBe(true);
    const later =
      /src\/i18n\/locales\/zh\/(areas|users|webhooks|audit|domains|invitations|accounts|policy)\.ts$|src\/app\/acting-banner-view\.tsx$|ra-ui-materialui\/dist\/(layout\/Confirm|Offline)\.js$|@mui\/material\/esm\/(Dialog|Alert)\//;
    expect(sources.filter((source) => later.test(source))).toEqual([]);
  });

  it('never turns react-admin’s preferences editor on, which the build leaves out', () => {
    const turnsItOn = /\b(InspectorButton|usePreferencesEditor|Configurable)\b/;
    const files = fs.readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.startsWith('generated'));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => !file.startsWith(path.join('lib', 'ra-shims')) && turnsItOn.test(fs.readFileSync(path.join('src', file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('lightens /sign-in as measured: its button, fields and links drawn without MUI’s Button, inputs and Link', () => {
    const sources = sourcesOf(firstLoad(dist, '/sign-in') as FirstLoad);
    expect(sources.some((source) => source.includes('src/components/light-text-field.tsx'))).toBe(true);
    const heavy = /node_modules\/@mui\/material\/esm\/(Button|ButtonBase|InputBase|FilledInput|FormControl|InputLabel|TextareaAutosize|Link)\//;
    expect(sources.filter((source) => heavy.test(source))).toEqual([]);
  });

  it('bundles react-router’s production build, not the development one its exports name', () => {
    const sources = sourcesOf(firstLoad(dist, '/tenants') as FirstLoad);
    expect(sources.filter((source) => source.includes('react-router/dist/development/'))).toEqual([]);
    expect(sources.some((source) => source.includes('react-router/dist/production/'))).toBe(true);
  });

  it('ships every script and style over 1 KB also as brotli and gzip, which decompress to the same bytes', () => {
    const assets = path.join(dist, 'assets');
    const originals = fs.readdirSync(assets).filter((file) => /\.(js|css)$/.test(file) && fs.statSync(path.join(assets, file)).size > KB);
    expect(originals.length).toBeGreaterThan(10);
    for (const file of originals) {
      const original = fs.readFileSync(path.join(assets, file));
      expect(brotliDecompressSync(fs.readFileSync(path.join(assets, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(fs.readFileSync(path.join(assets, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
  });
});
