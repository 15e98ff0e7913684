#!/usr/bin/env node
/**
 * `npm run test:scale`: the site as two instances of one production build on shared services (PostgreSQL,
 * Redis, S3 via s3rver), all started here on 127.0.0.1 and stopped at the end, then the Playwright specs
 * of tests/scale against them. --skip-build reuses .next-scale; --keep leaves the temporary directory
 * (logs of both instances) for reading. Debian's postgresql and redis-server are installed when missing.
 */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

import { startCluster, stopCluster } from './scale/cluster.mjs';

execFileSync('bash', ['scripts/ensure-test-tools.sh'], { stdio: 'inherit' });
const started = Date.now();
const cluster = await startCluster({ build: !process.argv.includes('--skip-build') });
let status = 1;
try {
  const extra = process.argv.slice(2).filter((arg) => !arg.startsWith('--skip-build') && arg !== '--keep');
  // Not spawnSync: this process hosts s3rver, which must keep answering while the specs run.
  const run = spawn('npx', ['playwright', 'test', '-c', 'tests/scale/playwright.config.ts', ...extra], {
    stdio: 'inherit',
    env: { ...process.env, SCALE_CLUSTER: path.join(cluster.dir, 'cluster.json') },
  });
  status = await new Promise((resolve) => run.once('exit', (code) => resolve(code ?? 1)));
} finally {
  const keep = process.argv.includes('--keep') || status !== 0;
  await stopCluster(cluster, { keep });
  if (keep) console.log(`[scale] logs kept in ${cluster.dir}`);
  console.log(`[scale] ${status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
}
process.exit(status);
