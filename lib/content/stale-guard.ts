import 'server-only';

/**
 * A page whose regeneration read the content just before a change and stored it just after would keep
 * the old content: the change's expiry came before the page existed. (Seen in the tests: a browser's
 * prefetch regenerated a page while a price was being published.) Each cached read notes the versions
 * of its tags when its content was read (lib/server/shared-cache.ts); once the response is sent — Next
 * has stored the page by then — `after()` compares them with the current ones, and when a change came
 * in between, those tags are expired once more, without moving their versions (no chain reaction):
 * - in the shared cache (Redis) at once;
 * - in Next's own cache through the job queue (an `expireTags` job due now, which the runner of this
 *   process runs at once): Next refuses `revalidateTag` inside the regeneration of a static page.
 */
import { after } from 'next/server';

import { queueExpiry, STALE_WRITE } from '@/cms/jobs/expire-tags';
import { payloadClient } from '@/lib/content/payload';
import type { Tag } from '@/lib/content/tags';
import { expireSharedTags, tagVersions } from '@/lib/server/shared-cache';

export type Versions = Record<string, string>;

/** The versions of `tags` now: read them before the content. */
export function versionsOf(tags: readonly Tag[]): Promise<Versions> {
  return tagVersions(tags);
}

/** Tags found stale in this process, expired together a moment later. */
const pending = ((globalThis as { __sabaiStaleTags?: Set<Tag> }).__sabaiStaleTags ??= new Set<Tag>());
let flushing: Promise<void> | null = null;

async function expireStale(tags: readonly Tag[]): Promise<void> {
  for (const tag of tags) pending.add(tag);
  flushing ??= new Promise<void>((resolve) => setTimeout(resolve, 50)).then(async () => {
    const batch = [...pending];
    pending.clear();
    flushing = null;
    console.info(`[content] a page was stored from content older than a change: expiring ${batch.join(', ')} again`);
    await expireSharedTags(batch, { bump: false });
    await queueExpiry({ payload: await payloadClient() }, { tags: batch, at: new Date(), reason: STALE_WRITE });
  });
  await flushing;
}

/**
 * After the response of the current request, expires `tags` again if one of them was expired since
 * `read` (their versions when the content was read). Nothing where Next has no request (a build's
 * static params, scripts): nothing is stored there after a change.
 */
export function recheckAfterResponse(tags: readonly Tag[], read: Versions): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  try {
    after(async () => {
      const now = await tagVersions(tags);
      const moved = tags.filter((tag) => now[tag] !== read[tag]);
      if (moved.length) await expireStale(moved);
    });
  } catch {
    // Outside a request scope: see above.
  }
}
