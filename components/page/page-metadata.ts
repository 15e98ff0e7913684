import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { routeLocale, type LocaleParams } from '@/i18n/server';
import { siteUrl } from '@/i18n/paths';
import { loadPageSeo } from '@/lib/content';
import type { LegalPageKey, SitePageKey } from '@/lib/page-keys';
import { pageRoutes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/**
 * `generateMetadata` of a page edited in the CMS: its title, description and share image in the
 * page's language (staff edit them per language), canonical and hreflang. Home's title is the whole
 * document title; the others' are followed by the site name.
 */
export function metadataFor(page: SitePageKey | LegalPageKey) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await routeLocale(params);
    const [t, seo] = await Promise.all([getTranslations({ locale, namespace: 'Metadata' }), loadPageSeo(locale, page)]);
    return pageMetadata({
      locale,
      path: pageRoutes[page],
      title: seo.title || t('tagline'),
      absoluteTitle: page === 'home',
      description: seo.description || t('description'),
      siteName: t('siteName'),
      ...(seo.image ? { images: [`${siteUrl()}${seo.image.url}`] } : {}),
    });
  };
}
