import 'server-only';

/**
 * The configured content source, and the same source behind Next's data cache: the one module
 * that uses `unstable_cache`.
 *
 * Source: the CMS (Payload Local API) by default; the remote legacy API when CONTENT_API_URL is
 * set (CONTENT_API_TOKEN → Authorization: Bearer), with the reads it lacks (`fromCms` in
 * ./reads.ts) still from the CMS.
 *
 * Caching: each read declared with tags is one data-cache entry per arguments, tagged with its
 * tags and `content`. A CMS change expires them (cms/hooks/revalidate.ts → ./expire.ts), and with
 * them every page that made the read. The entry keeps the versions of its tags from before its
 * content was read; a page made from it is checked once stored (./stale-guard.ts). Why `unstable_cache` and not `'use cache'` + `cacheTag`:
 * those need `cacheComponents: true`, and with it `next build` of this app fails on 29 route
 * segment configs (`dynamic`, `dynamicParams`, `revalidate` in feeds, the legacy API, Payload's
 * preview routes, the blog) and every page turns into a partial prerender whose request data
 * (draft mode in the locale layout) must move under Suspense: a rewrite of the serving path, not
 * of this module (tried 2026-11-25 on Next 16.4.6; README "Content reads").
 *
 * Failures: a failed read is logged, never turned into an empty list. A regeneration whose read
 * fails uses that read's last good value (./last-good.ts: this process's, or another instance's through
 * Redis) through an entry kept FALLBACK_SECONDS, which makes the page short-lived too: once the source
 * answers again, the page is made from it. Without a last good value the error propagates (the very
 * first build uses ./build-fallback.ts).
 */
import { unstable_cache } from 'next/cache';

import { createCmsSource } from '@/lib/content/cms/source';
import { READS, sourceOf, type ContentSource, type ReadName } from '@/lib/content/reads';
import { createRemoteSource } from '@/lib/content/remote/source';
import { keepLastGood, lastGood } from '@/lib/content/last-good';
import { recheckAfterResponse, versionsOf, type Versions } from '@/lib/content/stale-guard';
import { TAGS, type Tag } from '@/lib/content/tags';

const remoteUrl = process.env.CONTENT_API_URL?.trim() || '';

let activeSource: ContentSource | undefined;
/** The configured source, uncached (for server code outside a page: mail, the search index). */
export function contentSource(): ContentSource {
  activeSource ??= remoteUrl
    ? {
        ...createCmsSource(),
        ...createRemoteSource({ baseURL: remoteUrl, token: process.env.CONTENT_API_TOKEN || undefined }),
      }
    : createCmsSource();
  return activeSource;
}

type AnyRead = (...args: unknown[]) => Promise<unknown>;
/** Part of every key: entries of an older shape (before versions) are never read back. */
const ENTRY_SHAPE = 'v2';
/** How long a page made from last good content is kept before it is made again. */
const FALLBACK_SECONDS = 10;

/** One read of the configured source, logged and rethrown as a content error when it fails. */
async function readFresh(name: ReadName, args: unknown[]): Promise<unknown> {
  try {
    return await (contentSource()[name] as AnyRead)(...args);
  } catch (error) {
    console.error(`[content] ${name}(${JSON.stringify(args)}) failed`, error);
    throw new Error(`Content read ${name} failed`, { cause: error });
  }
}

/** What an entry holds: the content, and the versions of its tags read before it. */
type Entry = { versions: Versions; value: unknown };

/** The configured source, each read with tags cached under them. */
export const cachedSource: ContentSource = sourceOf((name) => {
  const tagsOf = READS[name].tags as ((...args: unknown[]) => Tag[]) | undefined;
  const read: AnyRead = tagsOf
    ? async (...args) => {
        const tags = [TAGS.all, ...tagsOf(...args)];
        // The source is part of the key: switching CONTENT_API_URL never serves the other's entries.
        const key = [name, remoteUrl || 'cms', JSON.stringify(args)];
        try {
          const entry: Entry = await unstable_cache(
            async (): Promise<Entry> => ({ versions: await versionsOf(tags), value: await readFresh(name, args) }),
            ['content', ENTRY_SHAPE, ...key],
            { tags },
          )();
          void keepLastGood(key.join(':'), entry.value, JSON.stringify(entry.versions));
          recheckAfterResponse(tags, entry.versions);
          return entry.value;
        } catch (error) {
          const kept = await lastGood(key.join(':'));
          if (!kept) throw error;
          console.warn(`[content] ${name} failed; this page uses its last good content for ${FALLBACK_SECONDS} s`);
          return unstable_cache(async () => kept.value, ['content-fallback', ...key, String(kept.version)], {
            tags,
            revalidate: FALLBACK_SECONDS,
          })();
        }
      }
    : (...args) => readFresh(name, args);
  return read as ContentSource[typeof name];
});
