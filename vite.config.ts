import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = process.env['API_TARGET'] ?? 'http://127.0.0.1:8080';
// `ANALYZE=1 npm run build:console` writes the bundle analyser's report (`dist/bundle-report.html`,
// or the raw data with `ANALYZE=json`): which module puts how many bytes in which chunk.
const analyze = process.env['ANALYZE'];

// react-router publishes its production build without naming it in its exports, so every bundler
// takes the development one, warnings and checks included (remix-run/react-router#12532). A
// build takes the production one; `npm run dev` keeps the warnings.
const reactRouterBuild = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));
const productionReactRouter = [
  { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
];

// ra-core and ra-ui-materialui import lodash's CommonJS files one method at a time (`lodash/get.js`):
// each drags its CommonJS helpers and wrappers into the bundle. The same methods from lodash-es are
// ES modules, which the bundler shares and trims (5.1 KB gzipped less on the first screen).
const lodashAsModules = [{ find: /^lodash\/([A-Za-z]+)(\.js)?$/, replacement: 'lodash-es/$1.js' }];

/**
 * Puts one of the console's modules in place of a module a dependency imports, in the build only,
 * and fails the build if the dependency no longer imports it from where this expects: an upgrade
 * cannot undo the saving unnoticed.
 */
function replaceDependencyImport(name: string, importer: RegExp, source: RegExp, replacement: string): Plugin {
  const ours = fileURLToPath(new URL(replacement, import.meta.url));
  let replaced = false;
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    resolveId(imported, from) {
      if (!from || !importer.test(from) || !source.test(imported)) return null;
      replaced = true;
      return ours;
    },
    buildEnd(error) {
      if (!error && !replaced) this.error(`${name}: the dependency no longer imports ${source} where vite.config.ts expects it`);
    },
  };
}

/**
 * ra-core's react-router adapter without the hash data router it makes when the admin is not
 * inside a router (src/lib/router-adapter/react-router-provider.ts says why).
 */
const raRouterAdapter = () =>
  replaceDependencyImport(
    'ra-router-adapter-without-data-router',
    /[\\/]ra-core[\\/]dist[\\/]routing[\\/]/,
    /^\.\/adapters\/reactRouterProvider(\.js)?$/,
    'src/lib/router-adapter/react-router-provider.ts',
  );

/**
 * ra-core's default CSV exporter, with jsonexport loaded when it first runs rather than in every
 * list's download (3 KB gzipped on the first screen): the console's lists export on the server
 * (src/lib/jsonexport-on-demand.ts says more).
 */
const jsonexportOnDemand = () =>
  replaceDependencyImport(
    'ra-default-exporter-jsonexport-on-demand',
    /[\\/]ra-core[\\/]dist[\\/]export[\\/]defaultExporter\.js$/,
    /^jsonexport\/dist(\/index\.js)?$/,
    'src/lib/jsonexport-on-demand.ts',
  );

/**
 * MUI's Tooltip with its Popper loaded when a tooltip first opens (src/components/popper-on-demand.tsx
 * says why); every other use of the Popper is MUI's own.
 */
const popperOnDemand = () =>
  replaceDependencyImport(
    'mui-tooltip-popper-on-demand',
    /[\\/]@mui[\\/]material[\\/]esm[\\/]Tooltip[\\/]Tooltip\.js$/,
    /^\.\.\/Popper\/index\.js$/,
    'src/components/popper-on-demand.tsx',
  );

/**
 * MUI's Menu, wherever react-admin's components import it (the user menu, the language button),
 * loaded when a menu first opens (src/components/menu-on-demand.tsx says why).
 */
const menuOnDemand = () =>
  replaceDependencyImport(
    'mui-menu-on-demand',
    /[\\/]@mui[\\/]material[\\/]esm[\\/]index\.js$/,
    /^\.\/Menu\/index\.js$/,
    'src/components/menu-on-demand.tsx',
  );

/**
 * react-admin's layout and page title without its preferences editor's parts (its inspector and the
 * page title's in-place editor), which the console never turns on (src/lib/ra-shims/ say more).
 */
const raWithoutPreferencesEditor = () => [
  replaceDependencyImport(
    'ra-title-without-preferences-editor',
    /[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/]Title\.js$/,
    /^\.\/PageTitleConfigurable\.js$/,
    'src/lib/ra-shims/page-title.tsx',
  ),
  replaceDependencyImport(
    'ra-layout-without-inspector',
    /[\\/]ra-ui-materialui[\\/]dist[\\/]layout[\\/]Layout\.js$/,
    /^\.\.\/preferences\/index\.js$/,
    'src/lib/ra-shims/no-inspector.ts',
  ),
];

/**
 * Two kinds of bundler warnings about dependencies' code, each harmless here, silenced by name so
 * that any other warning still shows:
 * - ra-core's `util/index.js` re-exports `FieldTitle`, which reaches `util/index.js` again through
 *   ra-core's `useTranslateLabel`: a cycle inside ra-core. Rollup warns once per ra-ui-materialui
 *   module that imports `FieldTitle` through that index from a lazily loaded chunk (Labeled, the
 *   inputs, the list header). The index holds no code of its own, those chunks load only after the
 *   admin chunk that holds `FieldTitle`, and they read it when a component renders, never while
 *   modules run: there is no execution order to break, and the import to change is ra-ui-materialui's.
 * - zod 4 puts explanatory comments where Rollup looks for `@__PURE__` annotations; Rollup drops
 *   the comments, and the code is unchanged.
 */
const knownDependencyWarning = (log: { code?: string; id?: string; exporter?: string; reexporter?: string }) =>
  (log.code === 'CYCLIC_CROSS_CHUNK_REEXPORT' &&
    /[\\/]ra-core[\\/]dist[\\/]util[\\/]FieldTitle\.js$/.test(log.exporter ?? '') &&
    /[\\/]ra-core[\\/]dist[\\/]util[\\/]index\.js$/.test(log.reexporter ?? '')) ||
  (log.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]zod[\\/]/.test(log.id ?? ''));

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? [...productionReactRouter, ...lodashAsModules] : [] },
  plugins: [
    react(),
    raRouterAdapter(),
    jsonexportOnDemand(),
    popperOnDemand(),
    menuOnDemand(),
    ...raWithoutPreferencesEditor(),
    // Each script, style and icon also as .br and .gz, at the strongest settings, once at build time:
    // the server sends these instead of compressing every asset on every request (brotli at 4,
    // kept cheap for API answers). A first visit to /tenants then downloads 374 KB instead of 432,
    // /sign-in 130 KB instead of 150.
    compression({
      include: /\.(js|css|svg|json)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
    analyze &&
      visualizer({
        filename: analyze === 'json' ? 'dist/bundle-report.json' : 'dist/bundle-report.html',
        template: analyze === 'json' ? 'raw-data' : 'treemap',
        gzipSize: true,
      }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest lists each chunk's imports: the first-load budget test reads it.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      onwarn(warning, warn) {
        if (!knownDependencyWarning(warning)) warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev` talks to a running server, unless VITE_MOCK=1 serves the generated mocks.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
}));
