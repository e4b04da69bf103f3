import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';

const port = Number(process.env['E2E_PORT'] ?? 8181);
const baseURL = `http://localhost:${port}`;
// Per port, so several suites (one per developer or worktree) can run side by side.
const dataDir = `test-results/e2e-data-${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // The product exactly as `npm start` runs it (built SPA, embedded database and provider), on a fresh data folder.
  webServer: {
    command: `rm -rf ${dataDir} ${dataDir}.lock && node --conditions=compiled server/dist/server.js`,
    url: `${baseURL}/version.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The whole suite signs the demo members in from one address, far more often than a person would.
    // PUBLIC_URL is left to default from PORT, as `PORT=3000 npm start` leaves it.
    env: {
      PORT: String(port),
      // Its own metrics port too, so suites of several worktrees run side by side.
      METRICS_PORT: String(port + 1000),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGN_IN_LIMIT_PER_15_MINUTES: '1000',
      SIGN_IN_IP_LIMIT_PER_15_MINUTES: '1000',
      REGISTRATION_LIMIT_PER_15_MINUTES: '1000',
      AUTHORIZATION_LIMIT_PER_15_MINUTES: '1000',
      SEND_LIMIT_IP_PER_HOUR: '1000',
      // Every public send asks for a proof of work, so the voucher, promoter and mobile sign-up specs go
      // through the SPA's solving and resending whatever order the specs run in.
      SEND_POW_AFTER_PER_IP: '0',
    },
  },
});
