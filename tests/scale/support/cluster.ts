/**
 * The cluster under test, as scripts/scale/cluster.mjs described it, and the faults the specs inject:
 * stopping and starting Redis and PostgreSQL, killing an instance.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { startPostgres, stopPostgres as stopPostgresServer } from '../../../scripts/services/postgres.mjs';
import { startRedis } from '../../../scripts/services/redis.mjs';

type Cluster = {
  dir: string;
  ports: Record<'postgres' | 'redis' | 's3' | 'smtp' | 'a' | 'b', number>;
  pids: Record<'a' | 'b', number>;
  env: Record<string, string>;
};

function load(): Cluster {
  const file = process.env.SCALE_CLUSTER;
  if (!file) throw new Error('SCALE_CLUSTER is not set: run these specs through `npm run test:scale`');
  return JSON.parse(readFileSync(file, 'utf8')) as Cluster;
}

export const cluster = load();
export const instanceA = `http://127.0.0.1:${cluster.ports.a}`;
export const instanceB = `http://127.0.0.1:${cluster.ports.b}`;
export const admin = {
  username: cluster.env.ADMIN_USERNAME ?? '',
  password: cluster.env.ADMIN_PASSWORD ?? '',
  totpSecret: cluster.env.ADMIN_TOTP_SECRET ?? '',
};
export const rateLimit = Number(cluster.env.CONTACT_RATE_LIMIT);

export function stopRedis(): void {
  execFileSync('redis-cli', ['-p', String(cluster.ports.redis), 'shutdown', 'nosave']);
}

/** Stops Redis with its data saved: started again, it serves what it held (a network outage, not a wipe). */
export function stopRedisKeepingData(): void {
  execFileSync('redis-cli', ['-p', String(cluster.ports.redis), 'shutdown', 'save']);
}

export async function startRedisAgain(): Promise<void> {
  await startRedis(path.join(cluster.dir, 'redis'), cluster.ports.redis);
}

const postgresDir = path.join(cluster.dir, 'postgres');

export async function stopPostgres(): Promise<void> {
  await stopPostgresServer(postgresDir, cluster.ports.postgres);
}

export async function startPostgresAgain(): Promise<void> {
  await startPostgres(postgresDir, cluster.ports.postgres);
}

export function killInstanceB(): void {
  process.kill(cluster.pids.b, 'SIGKILL');
}
