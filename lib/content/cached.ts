import 'server-only';

/**
 * The configured content source, and the same source behind Next's data cache.
 *
 * Source: the CMS (Payload Local API) by default; the remote legacy API when CONTENT_API_URL is
 * set (CONTENT_API_TOKEN → Authorization: Bearer). Price ranges and redirects always come from
 * the CMS.
 *
 * Caching: each read is an unstable_cache entry tagged with TAGS.x; CMS hooks and
 * POST /api/revalidate call revalidateTag. Promotions also expire every 300 s so they appear and
 * disappear on their dates without an edit; their date window is applied after the cache
 * (lib/content/read.ts).
 *
 * Failures: a failed read is logged and rethrown — never turned into an empty list — so a
 * revalidation that fails keeps the last good page (Next serves the stale entry).
 */
import { unstable_cache } from 'next/cache';

import { createCmsSource } from '@/lib/content/cms/source';
import { createRemoteSource } from '@/lib/content/remote/source';
import type { ContentSource } from '@/lib/content/source';
import { TAGS, type Tag } from '@/lib/content/tags';

const remoteUrl = process.env.CONTENT_API_URL?.trim() || '';

let activeSource: ContentSource | undefined;
/** The configured source, uncached (for server code outside a page: mail, the retry job). */
export function contentSource(): ContentSource {
  activeSource ??= remoteUrl
    ? createRemoteSource({ baseURL: remoteUrl, token: process.env.CONTENT_API_TOKEN || undefined })
    : createCmsSource();
  return activeSource;
}

type Method = keyof ContentSource;

/** One method of the source as a tagged cache entry; the source is created on first use. */
function cached<Name extends Method>(name: Name, tag: Tag, revalidate?: number): ContentSource[Name] {
  return unstable_cache(
    async (...args: unknown[]) => {
      const source = contentSource();
      try {
        return await (source[name] as (...a: unknown[]) => Promise<unknown>).apply(source, args);
      } catch (error) {
        console.error(`[content] ${name}(${JSON.stringify(args)}) failed`, error);
        throw new Error(`Content read ${name} failed`, { cause: error });
      }
    },
    // The source is part of the key: switching CONTENT_API_URL never serves the other's entries.
    ['content', name, remoteUrl || 'cms'],
    { tags: [tag], ...(revalidate ? { revalidate } : {}) },
  ) as ContentSource[Name];
}

/** The configured source, each read cached under its tag. */
export const cachedSource: ContentSource = {
  getSiteConfig: cached('getSiteConfig', TAGS.config),
  getPackages: cached('getPackages', TAGS.packages),
  getPriceRanges: cached('getPriceRanges', TAGS.priceRanges),
  getActivePromotions: cached('getActivePromotions', TAGS.promotions, 300),
  getCategories: cached('getCategories', TAGS.categories),
  getPosts: cached('getPosts', TAGS.posts),
  getPostList: cached('getPostList', TAGS.posts),
  getPost: cached('getPost', TAGS.posts),
  // The search index keeps its own copy: these two are never stored in Next's cache.
  getSearchPosts: (locale) => contentSource().getSearchPosts(locale),
  getContentVersion: () => contentSource().getContentVersion(),
  getAllPostPaths: cached('getAllPostPaths', TAGS.posts),
  getPostUpdates: cached('getPostUpdates', TAGS.posts),
  getCustomers: cached('getCustomers', TAGS.customers),
  getPopup: cached('getPopup', TAGS.popups),
};
