import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env['API_TARGET'] ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    // `npm run dev` talks to a running server, unless VITE_MOCK=1 serves the generated mocks.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
