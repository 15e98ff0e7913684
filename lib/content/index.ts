import 'server-only';

/**
 * The only way pages read content. Returns domain types (./types.ts), display rules applied.
 *
 * Source: the CMS (Payload Local API) by default; the remote legacy API when CONTENT_API_URL is
 * set (CONTENT_API_TOKEN → Authorization: Bearer). Price ranges and redirects always come from
 * the CMS.
 *
 * Caching: each read is an unstable_cache entry tagged with TAGS.x; CMS hooks and
 * POST /api/revalidate call revalidateTag. Promotions also expire every 300 s so they appear and
 * disappear on their dates without an edit; their date window is applied after the cache.
 *
 * Previews: in a staff preview (Next's draft mode and a staff session, ./preview.ts) reads go to the
 * CMS drafts, uncached. Everyone else only ever sees published documents.
 *
 * Failures: a failed read is logged and rethrown — never turned into an empty list — so a
 * revalidation that fails keeps the last good page (Next serves the stale entry). A page that must
 * still build when the source is unreachable at the very first build wraps the read in
 * `duringBuildOr(read, empty)`: only while `next build` runs does it log and return the empty value.
 */
import { unstable_cache } from 'next/cache';

import type { Locale } from '@/i18n/locales';
import { createCmsLoaders, createCmsSource } from '@/lib/content/cms/source';
import { createRemoteSource } from '@/lib/content/remote/source';
import { homePackages, runningPromotions } from '@/lib/content/rules';
import type { ContentSource } from '@/lib/content/source';
import { TAGS, type Tag } from '@/lib/content/tags';
import { payloadClient } from '@/lib/content/payload';
import { isPreviewing } from '@/lib/content/preview';

export type * from '@/lib/content/types';
export { findRedirect } from '@/lib/content/redirects';

const remoteUrl = process.env.CONTENT_API_URL?.trim() || '';

let activeSource: ContentSource | undefined;
/** The configured source, uncached (pages use the cached functions below). */
export function contentSource(): ContentSource {
  activeSource ??= remoteUrl
    ? createRemoteSource({ baseURL: remoteUrl, token: process.env.CONTENT_API_TOKEN || undefined })
    : createCmsSource();
  return activeSource;
}

/** The source of a staff preview (drafts), or null when this request is not a preview. */
async function previewSource(): Promise<ContentSource | null> {
  // Drafts exist only in the CMS; a site built from the remote legacy API has nothing to preview.
  if (remoteUrl || !(await isPreviewing())) return null;
  return createCmsSource(createCmsLoaders(payloadClient, { draft: true }));
}

type Read<K extends keyof ContentSource> = ContentSource[K];

/**
 * A source read, cached under `tag` for every visitor; in a staff preview, read fresh from the
 * drafts and never stored (Next's data cache does not store in draft mode either).
 */
function cached<K extends keyof ContentSource>(
  method: K,
  tag: Tag,
  { revalidate, preview = true }: { revalidate?: number; preview?: boolean } = {},
): Read<K> {
  type Args = Parameters<Read<K>>;
  const read = (source: ContentSource, args: Args) => (source[method] as (...a: Args) => ReturnType<Read<K>>)(...args);
  const fromCache = unstable_cache(
    async (...args: Args) => {
      try {
        return await read(contentSource(), args);
      } catch (error) {
        console.error(`[content] ${method}(${JSON.stringify(args)}) failed`, error);
        throw new Error(`Content read ${method} failed`, { cause: error });
      }
    },
    // The source is part of the key: switching CONTENT_API_URL never serves the other's entries.
    ['content', method, remoteUrl || 'cms'],
    { tags: [tag], ...(revalidate ? { revalidate } : {}) },
  );
  if (!preview) return fromCache as Read<K>;
  return (async (...args: Args) => {
    const drafts = await previewSource();
    return drafts ? read(drafts, args) : fromCache(...args);
  }) as Read<K>;
}

export const getSiteConfig = cached('getSiteConfig', TAGS.config);

/** Active packages in display order. */
export const getPackages = cached('getPackages', TAGS.packages);

/** Active packages flagged for the home page, at most 3. */
export async function getHomePackages(locale: Locale) {
  return homePackages(await getPackages(locale));
}

export const getPriceRanges = cached('getPriceRanges', TAGS.priceRanges);

/** Re-read every 5 minutes so promotions appear and disappear on their dates without an edit. */
const getActivePromotions = cached('getActivePromotions', TAGS.promotions, { revalidate: 300 });

/** Promotions with isActive and startDate <= now <= endDate. */
export async function getPromotions(locale: Locale, now: Date = new Date()) {
  return runningPromotions(await getActivePromotions(locale), now);
}

export const getCategories = cached('getCategories', TAGS.categories);

/** Active posts, newest first, optionally of one category (id); limit default and max 199. */
export const getPosts = cached('getPosts', TAGS.posts);

/** One active post by path, or null. */
export const getPost = cached('getPost', TAGS.posts);

/** Paths of published posts (static params, sitemap): never drafts, also in a preview. */
export const getAllPostPaths = cached('getAllPostPaths', TAGS.posts, { preview: false });

export const getCustomers = cached('getCustomers', TAGS.customers);

/** The popup to show, or null. */
export const getPopup = cached('getPopup', TAGS.popups);

/**
 * For the very first build only: when `next build` runs and the read fails (source unreachable,
 * database not migrated), log and use `empty` so the build completes. At run time (revalidation)
 * the error propagates and Next keeps the last good page. BUILD_REQUIRES_CONTENT=1 turns the
 * fallback off, so a build whose database is missing or unreadable fails with the cause.
 */
export async function duringBuildOr<T>(read: Promise<T>, empty: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (process.env.NEXT_PHASE !== 'phase-production-build') throw error;
    // Where the content is known to be there (tests, quickstart), an empty page is a failure.
    if (process.env.BUILD_REQUIRES_CONTENT === '1') throw error;
    console.warn('[content] read failed during the build; rendering the empty state', error);
    return empty;
  }
}
