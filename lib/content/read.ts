/**
 * The public read functions on top of a source: the display rules that need "now" or a cap
 * (lib/content/rules.ts). lib/content/index.ts builds them on the cached source; tests and
 * scripts (which have no Next request context) build them on a source directly.
 */
import type { Locale } from '@/i18n/locales';
import { pageOf } from '@/lib/content/pagination';
import { homePackages, relatedPosts, runningPromotions } from '@/lib/content/rules';
import type { ContentSource } from '@/lib/content/source';
import type { PostQuery, PostSummary } from '@/lib/content/types';

export function createReaders(source: ContentSource) {
  return {
    getSiteConfig: (locale: Locale) => source.getSiteConfig(locale),
    /** Active packages in display order. */
    getPackages: (locale: Locale) => source.getPackages(locale),
    /** Active packages flagged for the home page, at most 3. */
    getHomePackages: async (locale: Locale) => homePackages(await source.getPackages(locale)),
    getPriceRanges: () => source.getPriceRanges(),
    /** Promotions with isActive and startDate <= now <= endDate. */
    getPromotions: async (locale: Locale, now: Date = new Date()) =>
      runningPromotions(await source.getActivePromotions(locale), now),
    getCategories: (locale: Locale) => source.getCategories(locale),
    /** Active posts, newest first, optionally of one category (id); limit default and max 199. */
    getPosts: (locale: Locale, query: PostQuery = {}) => source.getPosts(locale, query),
    /** Page `page` of the active posts (of one category id), 12 a page; null past the end. */
    getPostPage: async (locale: Locale, page: number, category?: string) => {
      const posts = await source.getPostList(locale);
      return pageOf(category ? posts.filter((post) => post.category?.id === category) : posts, page);
    },
    /** Up to 3 other active posts of a post's category, newest first. */
    getRelatedPosts: async (locale: Locale, post: PostSummary) => relatedPosts(post, await source.getPostList(locale)),
    /** Every active post, newest first (feeds, search). */
    getPostList: (locale: Locale) => source.getPostList(locale),
    /** Every active post with its body, read fresh (the search index). */
    getSearchPosts: (locale: Locale) => source.getSearchPosts(locale),
    getContentVersion: () => source.getContentVersion(),
    /** One active post by path, or null. */
    getPost: (locale: Locale, path: string) => source.getPost(locale, path),
    getAllPostPaths: () => source.getAllPostPaths(),
    /** Update time of every active post (sitemap). */
    getPostUpdates: () => source.getPostUpdates(),
    getCustomers: () => source.getCustomers(),
    /** The popup to show, or null. */
    getPopup: (locale: Locale) => source.getPopup(locale),
  };
}

export type ContentReaders = ReturnType<typeof createReaders>;
