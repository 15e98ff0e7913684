import 'server-only';

/**
 * The source pages read: the cached published content for everyone, and in a staff preview
 * (./preview.ts: Next's draft mode plus a session that may publish) the CMS drafts, read fresh and
 * never stored. Paths of posts (static params, sitemap) are never drafts.
 */
import { createCmsLoaders, createCmsSource } from '@/lib/content/cms/source';
import { payloadClient } from '@/lib/content/payload';
import { isPreviewing } from '@/lib/content/preview';
import type { ContentSource } from '@/lib/content/source';

/** The drafts of a staff preview, or null: not a preview, or a site built from the remote legacy API. */
async function draftSource(): Promise<ContentSource | null> {
  if (process.env.CONTENT_API_URL?.trim() || !(await isPreviewing())) return null;
  return createCmsSource(createCmsLoaders(payloadClient, { draft: true }));
}

type Method = keyof ContentSource;

function orDrafts<Name extends Method>(published: ContentSource, name: Name): ContentSource[Name] {
  return (async (...args: unknown[]) => {
    const source = (await draftSource()) ?? published;
    return (source[name] as (...a: unknown[]) => Promise<unknown>).apply(source, args);
  }) as ContentSource[Name];
}

export function withPreview(published: ContentSource): ContentSource {
  return {
    getSiteConfig: orDrafts(published, 'getSiteConfig'),
    getPackages: orDrafts(published, 'getPackages'),
    getPriceRanges: orDrafts(published, 'getPriceRanges'),
    getActivePromotions: orDrafts(published, 'getActivePromotions'),
    getCategories: orDrafts(published, 'getCategories'),
    getPosts: orDrafts(published, 'getPosts'),
    getPostList: orDrafts(published, 'getPostList'),
    getPost: orDrafts(published, 'getPost'),
    // Search never shows drafts, not even to staff.
    getSearchPosts: published.getSearchPosts,
    getContentVersion: published.getContentVersion,
    getAllPostPaths: published.getAllPostPaths,
    getPostUpdates: published.getPostUpdates,
    getCustomers: orDrafts(published, 'getCustomers'),
    getPopup: orDrafts(published, 'getPopup'),
  };
}
