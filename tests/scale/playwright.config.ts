import { defineConfig } from '@playwright/test';

/**
 * `npm run test:scale` (scripts/test-scale.mjs) starts PostgreSQL, Redis, s3rver and two instances of one
 * production build, then runs these specs against them (SCALE_CLUSTER names the cluster's description).
 * One worker, files in name order: the faults come last, the instance kill at the very end.
 */
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  reporter: [['list']],
});
