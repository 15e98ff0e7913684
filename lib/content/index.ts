import 'server-only';

/**
 * The only way pages read content. Returns domain types (./types.ts), display rules applied
 * (./read.ts on top of the cached source of ./cached.ts: where the content comes from, how it is
 * cached and what a failed read does are described there). Visitors only ever see published
 * documents; a staff preview reads the drafts (./preview-source.ts).
 *
 * A page that must still build when the source is unreachable at the very first build wraps the
 * read in `duringBuildOr(read, empty)` (./build-fallback.ts).
 */
import type { Locale } from '@/i18n/locales';
import { duringBuildOr } from '@/lib/content/build-fallback';
import { cachedSource } from '@/lib/content/cached';
import { withPreview } from '@/lib/content/preview-source';
import { createReaders } from '@/lib/content/read';
import { UNAVAILABLE_SITE_CONFIG } from '@/lib/content/site-config';

export type * from '@/lib/content/types';
export type * from '@/lib/content/page-types';
export {
  getFaqEntries,
  loadLegalPage,
  loadPageSeo,
  loadServiceCards,
  loadSitePage,
  searchPages,
} from '@/lib/content/pages';
export { contentSource } from '@/lib/content/cached';
export { duringBuildOr };

export const {
  getSiteConfig,
  getPackages,
  getHomePackages,
  getPriceRanges,
  getPromotions,
  getCategories,
  getPosts,
  getPost,
  getPostPage,
  getPostList,
  getRelatedPosts,
  getSearchPosts,
  getContentVersion,
  getAllPostPaths,
  getPostUpdates,
  getCustomers,
  getPopup,
} = createReaders(withPreview(cachedSource));

/** The site settings of a locale; during the very first build, the defaults when the read fails. */
export function loadSiteConfig(locale: Locale) {
  return duringBuildOr(getSiteConfig(locale), UNAVAILABLE_SITE_CONFIG);
}
