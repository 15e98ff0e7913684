/**
 * The shared rate limit on a real Redis (Debian's redis-server, started here on a port of its own): two
 * limiters on one Redis stand for two instances; with Redis stopped the limit falls back to memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRateLimiter } from '@/lib/contact/rate-limit';
import { redisClient, type SharedRedis } from '@/lib/server/redis.mjs';
import { freePort, startRedis } from '@/scripts/services/redis.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'rate-redis-'));
let server: Awaited<ReturnType<typeof startRedis>>;
const clients: SharedRedis[] = [];

async function client() {
  const redis: SharedRedis = redisClient(server.url);
  redis.on('error', () => undefined); // the outage below is the point of the test
  await redis.connect();
  clients.push(redis);
  return redis;
}

beforeAll(async () => {
  server = await startRedis(dir, await freePort());
});

afterAll(async () => {
  // Clients of the stopped server cannot close cleanly; nothing is left to release then.
  for (const redis of clients) await redis.close().catch(() => undefined);
  server.child.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('rate limit in Redis', () => {
  it('counts submissions of every instance together', async () => {
    const a = createRateLimiter(5, 60_000, await client());
    const b = createRateLimiter(5, 60_000, await client());
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await a.take('203.0.113.7')).ok, (await b.take('203.0.113.7')).ok);
    expect(answers.filter(Boolean)).toHaveLength(5);
    expect(answers.slice(0, 5)).toEqual([true, true, true, true, true]);
  });

  it('falls back to memory while Redis is down, with the same limit', async () => {
    const redis = await client();
    const limiter = createRateLimiter(2, 60_000, redis);
    server.child.kill();
    await expect.poll(() => redis.isReady).toBe(false);
    expect((await limiter.take('198.51.100.1')).ok).toBe(true);
    expect((await limiter.take('198.51.100.1')).ok).toBe(true);
    expect((await limiter.take('198.51.100.1')).ok).toBe(false);
  });
});
