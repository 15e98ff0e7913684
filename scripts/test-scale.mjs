#!/usr/bin/env node
/**
 * `npm run test:scale`: the site as two instances of one production build on shared services (PostgreSQL,
 * Redis, S3 via s3rver), all started here on 127.0.0.1 and stopped at the end, then the Playwright specs
 * of tests/scale against them. --skip-build reuses .next-scale; --keep leaves the temporary directory
 * (logs of both instances) for reading. Debian's postgresql and redis-server are installed when missing.
 * --after=<file>: prepare everything up to the build, then wait until <file> exists before starting the
 * instances and the specs (scripts/test-all.sh prepares beside the e2e suite and runs the specs after it).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { startCluster, stopCluster } from './scale/cluster.mjs';

execFileSync('bash', ['scripts/ensure-test-tools.sh'], { stdio: 'inherit' });
const started = Date.now();
const after = process.argv.find((arg) => arg.startsWith('--after='))?.slice('--after='.length);
/** Longest wait for --after's file: past it, whatever was to write the file is gone. */
const AFTER_LIMIT_MS = 2 * 60 * 60_000;

async function untilExists(file) {
  const since = Date.now();
  while (!existsSync(file)) {
    if (Date.now() - since > AFTER_LIMIT_MS) throw new Error(`[scale] ${file} did not appear within 2 hours`);
    await sleep(1000);
  }
}

const cluster = await startCluster({
  build: !process.argv.includes('--skip-build'),
  beforeInstances: after ? () => untilExists(after) : undefined,
});
let status = 1;
try {
  const ownFlags = (arg) => arg.startsWith('--skip-build') || arg.startsWith('--after=') || arg === '--keep';
  const extra = process.argv.slice(2).filter((arg) => !ownFlags(arg));
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
