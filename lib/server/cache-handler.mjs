// Next's page and data cache (next.config.ts `cacheHandler`, always on): Next's own file cache, or with
// REDIS_URL one shared by every instance, in both cases with each stored page version's
// Content-Security-Policy kept in its headers (lib/server/page-policy.mjs).
//
// Without REDIS_URL the store is Next's default handler itself (lib/server/next-file-cache.mjs): the build's
// prerendered pages, articles rendered on first request and kept on disk, tag expiry (revalidateTag with
// `{ expire: 0 }` expires at once) behave exactly as in plain `next start`.
//
// With REDIS_URL, so that a revalidateTag on one instance is seen by every instance:
// @fortedigital/nextjs-cache-handler, the maintained handler for Next 16 (`cacheHandler` for ISR pages and
// tagged data; a revalidated tag removes its entries, so the next request renders afresh). Handlers are
// asked in order: Redis, then a small in-process LRU, which keeps pages served while Redis is down (the
// handler fails fast on a client that is not ready and falls through).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

import { NextFileCache } from './next-file-cache.mjs';
import { pagePolicyCache } from './page-policy.mjs';
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

// Typed as the shared handler, the one other modules address directly (lib/server/shared-cache.ts).
export default /** @type {typeof CacheHandler} */ (
  /** @type {unknown} */ (pagePolicyCache(() => (process.env.REDIS_URL ? CacheHandler : NextFileCache)))
);
