/**
 * The public read functions without Next's cache: the display rules that need "now" or a cap
 * on top of a source. lib/content/index.ts wraps these in unstable_cache; tests and scripts
 * (which have no Next request context) call them directly.
 */
import type { Locale } from '@/i18n/locales';
import { homePackages, runningPromotions } from '@/lib/content/rules';
import type { ContentSource } from '@/lib/content/source';
import type { PostQuery } from '@/lib/content/types';

export function createReaders(source: ContentSource) {
  return {
    getSiteConfig: (locale: Locale) => source.getSiteConfig(locale),
    getPackages: (locale: Locale) => source.getPackages(locale),
    getHomePackages: async (locale: Locale) => homePackages(await source.getPackages(locale)),
    getPriceRanges: () => source.getPriceRanges(),
    getPromotions: async (locale: Locale, now: Date = new Date()) =>
      runningPromotions(await source.getActivePromotions(locale), now),
    getCategories: (locale: Locale) => source.getCategories(locale),
    getPosts: (locale: Locale, query: PostQuery = {}) => source.getPosts(locale, query),
    getPost: (locale: Locale, path: string) => source.getPost(locale, path),
    getAllPostPaths: () => source.getAllPostPaths(),
    getCustomers: () => source.getCustomers(),
    getPopup: (locale: Locale) => source.getPopup(locale),
  };
}

export type ContentReaders = ReturnType<typeof createReaders>;
