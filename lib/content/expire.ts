/**
 * Expiring content after a change: the one way tags are expired (CMS hooks, the jobs of time
 * windows and settling, POST /api/revalidate). Immediate expiry, never stale-while-revalidate:
 * `revalidateTag(tag, 'max')` only marks entries stale, and the first visitor after a publish would
 * be served the old page while it regenerates. With `{ expire: 0 }` the entries are expired, and
 * the next request of a page carrying the tag waits for its regeneration (README "Freshness":
 * what that first visitor waits).
 *
 * Two parts, because Next's own call reaches the caches only when the current request ends:
 * - `expireInNext`: this process's page and data cache (Next's file cache, or the cache handler's
 *   local copy), applied by Next once the request that called it ends — for a CMS change, after
 *   Payload committed it;
 * - `expireShared` (lib/server/shared-cache.ts): the cache every instance shares (Redis), awaited,
 *   and the versions of the tags, which other caches (the search index) and renders under way
 *   (./stale-guard.ts) compare with what they read.
 */
import { revalidateTag } from 'next/cache';

import type { Tag } from '@/lib/content/tags';
import { expireSharedTags } from '@/lib/server/shared-cache';

const OUTSIDE_NEXT = /static generation store missing|incrementalCache missing/i;
/** A cache-life profile that expires at once (Next 16: the one-argument form is deprecated). */
const IMMEDIATELY = { expire: 0 };

/**
 * Expires `tags` in this process's page and data cache when the current request ends. False
 * outside a Next request (a script run with `payload run`): there is no page cache to expire
 * there, and a job (cms/jobs/expire-tags.ts) expires them on the server instead.
 */
export function expireInNext(tags: readonly Tag[]): boolean {
  try {
    for (const tag of tags) revalidateTag(tag, IMMEDIATELY);
    return true;
  } catch (error) {
    if (error instanceof Error && OUTSIDE_NEXT.test(error.message)) return false;
    throw new Error(`Expiring ${tags.join(', ')} failed`, { cause: error });
  }
}

/**
 * Expires `tags` in the shared cache (Redis); `bump` (default): a change of content, their versions
 * move. False when Redis was unreachable (replayed when it returns).
 */
export function expireShared(tags: readonly Tag[], options?: { bump?: boolean }): Promise<boolean> {
  return expireSharedTags(tags, options);
}
