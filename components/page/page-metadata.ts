import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { routeLocale, type LocaleParams } from '@/i18n/server';
import { pageRoutes, type PageKey } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

/** `generateMetadata` for a static page of spec §2: localized title, description, canonical, hreflang. */
export function metadataFor(page: PageKey) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await routeLocale(params);
    const t = await getTranslations({ locale });
    const home = page === 'home';
    return pageMetadata({
      locale,
      path: pageRoutes[page],
      title: home ? t('Metadata.tagline') : t(`Pages.${page}.title`),
      absoluteTitle: home,
      description: t.has(`Pages.${page}.description`) ? t(`Pages.${page}.description`) : t('Metadata.description'),
      siteName: t('Metadata.siteName'),
    });
  };
}
