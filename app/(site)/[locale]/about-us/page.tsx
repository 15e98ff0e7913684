import { getTranslations } from 'next-intl/server';

import { LegalDocument } from '@/components/legal/LegalDocument';
import { CmsPageIntro } from '@/components/page/CmsPageIntro';
import { metadataFor } from '@/components/page/page-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { loadSiteConfig, loadSitePage } from '@/lib/content';
import { organization } from '@/lib/seo/jsonld';

export const generateMetadata = metadataFor('aboutUs');

/** About us: who we are, our promises, the 2568 goal and the office air-conditioning policy (from the CMS). */
export default async function AboutUsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [page, tm, config] = await Promise.all([
    loadSitePage(locale, 'aboutUs'),
    getTranslations('Metadata'),
    loadSiteConfig(locale),
  ]);
  return (
    <>
      <CmsPageIntro page={page} />
      <LegalDocument body={page.body} toc={false} />
      <JsonLd data={organization(locale, config, tm('description'))} />
    </>
  );
}
