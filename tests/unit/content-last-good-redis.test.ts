/**
 * Last good content shared through a real Redis (Debian's redis-server, started here on a port of its
 * own; lib/content/last-good.ts): an instance that has never made a read answers the value another
 * instance read last when the source fails. Next's unstable_cache is replaced by a pass-through, and
 * "another instance" is the same modules loaded again with this process's own values forgotten.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { redisClient, type SharedRedis } from '@/lib/server/redis.mjs';
import { freePort, startRedis } from '@/scripts/services/redis.mjs';

vi.mock('next/cache', () => ({ unstable_cache: (fn: () => Promise<unknown>) => () => fn() }));
vi.mock('next/server', () => ({ after: () => undefined }));
const packages = vi.fn();
vi.mock('@/lib/content/cms/source', () => ({ createCmsSource: () => ({ packages }) }));

const dir = mkdtempSync(path.join(os.tmpdir(), 'last-good-redis-'));
let server: Awaited<ReturnType<typeof startRedis>>;
let probe: SharedRedis;
const KEY = 'sabaisms:dev:last-good:packages:cms:["vi"]';

/** The cached source of a new instance: the modules loaded again, without this process's last good values. */
async function newInstance() {
  delete (globalThis as { __sabaiLastGood?: unknown }).__sabaiLastGood;
  vi.resetModules();
  return (await import('@/lib/content/cached')).cachedSource;
}

beforeAll(async () => {
  server = await startRedis(dir, await freePort());
  process.env.REDIS_URL = server.url;
  const { sharedRedisReady } = await import('@/lib/server/redis.mjs');
  expect((await sharedRedisReady(5000))?.isReady).toBe(true);
  probe = redisClient(server.url);
  probe.on('error', () => undefined); // the outage below is the point of the last test
  await probe.connect();
});

afterAll(async () => {
  await probe?.close().catch(() => undefined);
  server?.child.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('last good content in Redis', () => {
  it("an instance that never made a read answers another instance's last good value", async () => {
    const a = await newInstance();
    packages.mockResolvedValue([{ id: 'from-a' }]);
    expect(await a.packages('vi')).toEqual([{ id: 'from-a' }]);
    await expect.poll(() => probe.get(KEY)).toBe(JSON.stringify([{ id: 'from-a' }]));

    const b = await newInstance();
    packages.mockRejectedValue(new Error('database down'));
    expect(await b.packages('vi')).toEqual([{ id: 'from-a' }]);
    // A read no instance has made still fails, as before.
    await expect(b.packages('zh-CN')).rejects.toThrow('Content read packages failed');
  });

  it('is written once per content version, not at every render', async () => {
    const a = await newInstance();
    packages.mockResolvedValue([{ id: 'first' }]);
    await a.packages('vi');
    await expect.poll(() => probe.get(KEY)).toBe(JSON.stringify([{ id: 'first' }]));
    await probe.del(KEY);
    await a.packages('vi'); // the same content version: not written again
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await probe.get(KEY)).toBeNull();
    // A change moves the read's tag versions (lib/server/shared-cache.ts): the new content is written.
    await probe.hIncrBy('sabaisms:tag-versions', 'packages', 1);
    packages.mockResolvedValue([{ id: 'changed' }]);
    await a.packages('vi');
    await expect.poll(() => probe.get(KEY)).toBe(JSON.stringify([{ id: 'changed' }]));
    expect(await probe.ttl(KEY)).toBeGreaterThan(29 * 24 * 3600);
  });

  it('with Redis down, a read without a last good value of its own fails as it did, at once', async () => {
    server.child.kill();
    const { sharedRedis } = await import('@/lib/server/redis.mjs');
    await expect.poll(() => sharedRedis()?.isReady).toBe(false);
    const c = await newInstance();
    packages.mockRejectedValue(new Error('database down'));
    const started = Date.now();
    await expect(c.packages('vi')).rejects.toThrow('Content read packages failed');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
