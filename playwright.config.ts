import { defineConfig, devices } from '@playwright/test';

import { testEnv } from './tests/e2e/support/env';

/**
 * End-to-end tests run against a production build (`next build` happens before, in
 * scripts/test-all.sh) served by `node server.mjs` (what `npm run start` runs: Next behind its
 * compressing reverse proxy, lib/server/request-handler.mjs), in Debian's Chromium.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: testEnv.baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node server.mjs',
    url: `${testEnv.baseURL}/admin/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Bound to loopback, as behind a reverse proxy (which once made `/` redirect to itself).
    env: { ...testEnv.serverEnv, HOSTNAME: '127.0.0.1' },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
