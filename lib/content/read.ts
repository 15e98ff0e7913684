/**
 * The public reads: every read of a source (./reads.ts), with the display rules that need "now",
 * a cap or a page applied on top (lib/content/rules.ts). lib/content/index.ts builds them on the
 * cached source; tests and scripts (which have no Next request context) build them on a source
 * directly.
 */
import type { Locale } from '@/i18n/locales';
import { pageOf } from '@/lib/content/pagination';
import type { ContentSource } from '@/lib/content/reads';
import { homePackages, relatedPosts, runningPromotions, serviceCards } from '@/lib/content/rules';
import type { PostSummary } from '@/lib/content/types';
import { SERVICE_PAGES } from '@/lib/page-keys';

export function createReaders(source: ContentSource) {
  return {
    ...source,
    /** Active packages flagged for the home page, at most 3. */
    homePackages: async (locale: Locale) => homePackages(await source.homePackages(locale)),
    /** Promotions with isActive and startDate <= now <= endDate. */
    promotions: async (locale: Locale, now: Date = new Date()) =>
      runningPromotions(await source.promotions(locale), now),
    /** The newest `limit` active articles. */
    latestPosts: async (locale: Locale, limit: number) => (await source.postList(locale)).slice(0, limit),
    /** Page `page` of the active articles (of one category id), 12 a page; null past the end. */
    postPage: async (locale: Locale, page: number, categoryId?: string) =>
      pageOf(categoryId ? await source.categoryPosts(locale, categoryId) : await source.postList(locale), page),
    /** Up to 3 other active articles of an article's category, newest first. */
    relatedPosts: async (locale: Locale, post: PostSummary) =>
      post.category ? relatedPosts(post, await source.categoryPosts(locale, post.category.id)) : [],
    /** The six service pages' cards (home, /services), in menu order: each page's own read and tag. */
    serviceCards: async (locale: Locale) =>
      serviceCards(await Promise.all(SERVICE_PAGES.map((key) => source.sitePage(locale, key)))),
    /** The path of every active article (static params). */
    allPostPaths: async () => (await source.postList('th')).map((post) => post.path),
  };
}

export type ContentReaders = ReturnType<typeof createReaders>;
