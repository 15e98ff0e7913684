// Next's page and data cache in Redis (REDIS_URL), so that a revalidateTag on one instance is seen by every
// instance: @fortedigital/nextjs-cache-handler, the maintained handler for Next 16 (`cacheHandler` for ISR
// pages and tagged data). next.config.ts names this file only when REDIS_URL is set; without it Next keeps
// its file cache. Handlers are asked in order: Redis, then a small in-process LRU, which keeps pages served
// while Redis is down (the handler fails fast on a client that is not ready and falls through).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

import { sharedRedisReady } from './redis.mjs';

/** Entries of one build never meet another build's: the prefix carries the build id. */
export function keyPrefix() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  try {
    return `sabaisms:${readFileSync(path.join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim()}:`;
  } catch {
    return 'sabaisms:dev:';
  }
}

CacheHandler.onCreation(async () => {
  const local = createLruHandler({ maxItemsNumber: 2000, maxItemSizeBytes: 50 * 1024 * 1024 });
  const url = process.env.REDIS_URL;
  // The build writes its pages to disk; instances load them into Redis when they start (instrumentation.ts).
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [local] };
  // The app's one Redis client (./redis.mjs); waits a moment for its first connection (the build's pages
  // are loaded into Redis at start), no longer: the local cache serves meanwhile.
  const client = await sharedRedisReady(2000);
  const redis = createRedisHandler({ client, keyPrefix: keyPrefix(), timeoutMs: 1000 });
  return { handlers: [redis, local] };
});

export default CacheHandler;
