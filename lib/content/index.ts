import 'server-only';

/**
 * The only way pages read content: `content.<read>(…)`. Every read is declared once in
 * ./reads.ts (arguments, result, cache tags); the display rules are applied by ./read.ts on top of
 * the cached source of ./cached.ts (where the content comes from, how it is cached and what a
 * failed read does are described there). Visitors only ever see published documents; a staff
 * preview reads the drafts (./preview-source.ts).
 *
 * A page that must still build when the source is unreachable at the very first build wraps the
 * read in `duringBuildOr(read, empty)` (./build-fallback.ts).
 */
import type { Locale } from '@/i18n/locales';
import { duringBuildOr } from '@/lib/content/build-fallback';
import { cachedSource } from '@/lib/content/cached';
import { withPreview } from '@/lib/content/preview-source';
import { createReaders } from '@/lib/content/read';
import { isLegalPageKey } from '@/lib/content/cms/map-pages';
import { emptyLegalPage, emptySitePage } from '@/lib/content/empty-pages';
import type { PageSeo } from '@/lib/content/page-types';
import { UNAVAILABLE_SITE_CONFIG } from '@/lib/content/site-config';
import type { LegalPageKey, SitePageKey } from '@/lib/page-keys';

export type * from '@/lib/content/types';
export type * from '@/lib/content/page-types';
export { contentSource } from '@/lib/content/cached';
export { duringBuildOr };

export const content = createReaders(withPreview(cachedSource));

/** The site settings of a locale; during the very first build, the defaults when the read fails. */
export function loadSiteConfig(locale: Locale) {
  return duringBuildOr(content.siteConfig(locale), UNAVAILABLE_SITE_CONFIG);
}

// The CMS pages (issue 25); during the very first build only, a failed read renders the page's empty state.
export const loadSitePage = (locale: Locale, key: SitePageKey) =>
  duringBuildOr(content.sitePage(locale, key), emptySitePage(key));
export const loadLegalPage = (locale: Locale, key: LegalPageKey) =>
  duringBuildOr(content.legalPage(locale, key), emptyLegalPage(key));
export const loadServiceCards = (locale: Locale) => duringBuildOr(content.serviceCards(locale), []);

/** The SEO fields of a page, for its metadata. */
export async function loadPageSeo(locale: Locale, key: SitePageKey | LegalPageKey): Promise<PageSeo> {
  const page = isLegalPageKey(key) ? await loadLegalPage(locale, key) : await loadSitePage(locale, key);
  return page.seo;
}
