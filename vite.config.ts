import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';

const apiTarget = process.env['API_TARGET'] ?? 'http://127.0.0.1:8080';
// `ANALYZE=1 npm run build:console` writes the bundle analyser's report (`dist/bundle-report.html`,
// or the raw data with `ANALYZE=json`): which module puts how many bytes in which chunk.
const analyze = process.env['ANALYZE'];

export default defineConfig({
  plugins: [
    react(),
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
});
