import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { pwaOptions } from './pwa-options.ts';

// The Fastify server serves the API, the runtime configuration and the embedded OpenID provider;
// proxying them keeps the dev server same-origin, as in production.
const backend = 'http://localhost:8080';
const proxied = ['/api', '/config', '/version.json', '/realms', '/interaction'];

// Framework code changes rarely, so it gets its own long-cached chunk; feature code stays in
// the entry or in the lazy route chunks.
const frameworkModules =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|@reduxjs[\\/]toolkit|immer|reselect|use-sync-external-store)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps stay out of the deployed bundle; the server serves dist/ as is.
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'framework', test: frameworkModules }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend, changeOrigin: false }])),
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/e2e/**'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
