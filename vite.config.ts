import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
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

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
  plugins: [
    react(),
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
  },
  server: {
    port: 5173,
    // `npm run dev` talks to a running server, unless VITE_MOCK=1 serves the generated mocks.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
}));
