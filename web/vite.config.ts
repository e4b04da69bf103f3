import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { appChunkGroup, appChunkPreload, frameworkChunkGroup } from './app-chunks.ts';
import { precompress } from './precompress.ts';
import { pwaOptions } from './pwa-options.ts';

// The Fastify server serves the API, the runtime configuration and the embedded OpenID provider;
// proxying them keeps the dev server same-origin, as in production.
const backend = 'http://localhost:8080';
const proxied = ['/api', '/config', '/version.json', '/realms', '/interaction'];

// The packages of the framework chunk; frameworkChunkGroup (app-chunks.ts) takes from them only what
// starting the app needs, so RTK Query, which loads with the first API page, stays out.
const frameworkPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|@reduxjs[\\/]toolkit|immer|reselect|use-sync-external-store)[\\/]/;

// The entry starts the opened page's code, then loads the app (src/main.ts); see app-chunks.ts.
const startup = { entry: 'src/main.ts', app: 'src/app/start.tsx' };
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * React Router 7 exports only its development build, dev warnings included
 * (remix-run/react-router#12532, #14102); production builds take the production files it ships
 * alongside, which also drops the warnings (0.6 KB gzipped off the first screen).
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router').replace('/development/', '/production/'));

/**
 * The server-side bundle (`vite build --ssr`): the visitor pages' renderer (src/app/visitor-pages.tsx)
 * with everything it imports, so the server loads it from web/dist-ssr without the web's packages.
 */
const visitorPagesBuild: UserConfig = {
  plugins: [react()],
  publicDir: false,
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  ssr: { noExternal: true },
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, rolldownOptions: { output: { codeSplitting: false } } },
};

export default defineConfig(({ command, isSsrBuild }) => isSsrBuild ? visitorPagesBuild : ({
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions), appChunkPreload(startup.app), precompress()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps stay out of the deployed bundle; the server serves dist/ as is.
    sourcemap: false,
    // Every browser the app supports preloads modules natively; where one does not, the modules
    // still load, only later, so the first screen does not carry the polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [frameworkChunkGroup(webRoot, startup, frameworkPackages), appChunkGroup(webRoot, startup)],
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
    // A zone far from the scheme's (London) rather than the machine's, so no test passes or fails by where
    // it runs, and code that reads the browser's zone where it should read the scheme's shows up.
    env: { TZ: 'Pacific/Auckland' },
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/e2e/**'],
    restoreMocks: true,
    // Above asyncUtilTimeout (vitest.setup.ts), so a slow wait fails with what it was waiting for.
    testTimeout: 15_000,
    unstubGlobals: true,
  },
}));
