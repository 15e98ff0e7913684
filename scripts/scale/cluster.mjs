// The cluster of `npm run test:scale`: PostgreSQL, Redis and s3rver on 127.0.0.1 (ports the OS picks, data
// in one temporary directory), the database migrated and seeded, one production build, two instances of it.
// Its description goes to <dir>/cluster.json, where the tests read how to reach and fault each part.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startPostgres, stopPostgres } from '../services/postgres.mjs';
import { freePort, startRedis } from '../services/redis.mjs';
import { startS3 } from '../services/s3.mjs';
import { startInstance } from './instance.mjs';

const log = (text) => console.log(`[scale] ${text}`);

/** Runs a command to its end without blocking this process, which hosts s3rver for the commands it runs. */
function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

function clusterEnv({ dir, database, redis, s3, smtpPort, a, b }) {
  return {
    ...process.env,
    ...s3,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: '.next-scale',
    BUILD_REQUIRES_CONTENT: '1',
    DATABASE_URI: database,
    MEDIA_DIR: path.join(dir, 'media'),
    REDIS_URL: redis,
    PAYLOAD_SECRET: 'scale-payload-secret-not-for-production',
    SERVER_URL: `http://127.0.0.1:${a}`,
    CSRF_EXTRA_ORIGINS: `http://127.0.0.1:${b}`,
    ADMIN_USERNAME: 'scale-admin',
    ADMIN_EMAIL: 'scale-admin@sabaisms.test',
    ADMIN_PASSWORD: 'scale-admin-password-1234',
    // Admins need a second factor; the specs compute its codes (tests/scale/support/admin.ts).
    ADMIN_TOTP_SECRET: 'SCALEADMINJBSWY3DPEHPK3PXPAAAAAA',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'SabaiSMS website <no-reply@sabaisms.test>',
    CONTACT_RATE_LIMIT: '8',
    CONTACT_RATE_WINDOW_MS: '600000',
    CONTACT_RETRY_INTERVAL_MS: '1000',
    CONTACT_RETRY_BASE_MS: '1000',
    CONTACT_SMTP_TIMEOUT_MS: '3000',
    CONTACT_STALE_CLAIM_MS: '8000',
    TRUST_PROXY: '1',
    JOBS_INTERVAL_MS: '1000',
    LOG_FORMAT: 'json',
  };
}

/**
 * @param {{ build?: boolean, beforeInstances?: () => Promise<void> }} [options] `beforeInstances` is
 *   awaited between the build and the instances' start (test:scale --after).
 */
export async function startCluster({ build = true, beforeInstances } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sabaisms-scale-'));
  // PostgreSQL runs as its own user (services/postgres.mjs), which must be able to reach its folder inside.
  chmodSync(dir, 0o711);
  const ports = {};
  for (const name of ['postgres', 'redis', 's3', 'smtp', 'a', 'b']) ports[name] = await freePort();
  const cluster = { dir, ports, pids: {}, children: [] };
  log(`services in ${dir}`);
  try {
    await bringUp(cluster, build, beforeInstances);
  } catch (error) {
    await stopCluster(cluster, { keep: true });
    throw new Error(`[scale] the cluster did not come up; logs in ${dir}`, { cause: error });
  }
  return cluster;
}

async function bringUp(cluster, build, beforeInstances) {
  const { dir, ports } = cluster;
  const database = await startPostgres(path.join(dir, 'postgres'), ports.postgres);
  cluster.postgres = true;
  const redis = await startRedis(path.join(dir, 'redis'), ports.redis);
  const s3 = await startS3(path.join(dir, 's3'), ports.s3);
  cluster.s3 = s3.server;
  cluster.redisChild = redis.child;
  const env = clusterEnv({ dir, database, redis: redis.url, s3: s3.env, smtpPort: ports.smtp, a: ports.a, b: ports.b });
  Object.assign(cluster, { env, database });
  log('migrating and seeding PostgreSQL');
  await run('npm', ['run', '--silent', 'db:setup'], env);
  if (build) {
    log('building into .next-scale');
    // next build adds its output folder's types to tsconfig.json; .next-scale is scratch space: put it back.
    const tsconfig = readFileSync('tsconfig.json', 'utf8');
    try {
      await run('npx', ['next', 'build'], env);
    } finally {
      writeFileSync('tsconfig.json', tsconfig);
    }
  }
  if (beforeInstances) {
    log('ready; waiting to start the instances');
    await beforeInstances();
  }
  for (const name of ['a', 'b']) {
    const child = await startInstance(env, ports[name], path.join(dir, `instance-${name}.log`));
    cluster.children.push(child);
    cluster.pids[name] = child.pid;
    log(`instance ${name.toUpperCase()} on http://127.0.0.1:${ports[name]}`);
  }
  writeFileSync(path.join(dir, 'cluster.json'), JSON.stringify({ dir, ports, pids: cluster.pids, env }, null, 2));
}

export async function stopCluster(cluster, { keep = false } = {}) {
  for (const child of cluster.children) if (child.exitCode === null) child.kill('SIGTERM');
  // A test may have restarted Redis; stop whatever listens on its port.
  try {
    execFileSync('redis-cli', ['-p', String(cluster.ports.redis), 'shutdown', 'nosave'], { stdio: 'ignore' });
  } catch {
    cluster.redisChild?.kill();
  }
  await cluster.s3?.close();
  try {
    if (cluster.postgres) await stopPostgres(path.join(cluster.dir, 'postgres'), cluster.ports.postgres);
  } catch (error) {
    console.error(new Error('[scale] stopping PostgreSQL failed', { cause: error }));
  }
  if (!keep) rmSync(cluster.dir, { recursive: true, force: true });
}
