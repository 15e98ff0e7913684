import { getTranslations } from 'next-intl/server';

import { LegalDocument } from '@/components/legal/LegalDocument';
import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { JsonLd } from '@/components/seo/JsonLd';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { loadSiteConfig } from '@/lib/content';
import { organization } from '@/lib/seo/jsonld';

export const generateMetadata = metadataFor('aboutUs');

/** About us: who we are, our promises, the 2568 goal and the office air-conditioning policy. */
export default async function AboutUsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [t, tm, config] = await Promise.all([
    getTranslations('AboutPage'),
    getTranslations('Metadata'),
    loadSiteConfig(locale),
  ]);
  return (
    <>
      <PageIntro page="aboutUs" lead={t('lead')} />
      <LegalDocument namespace="AboutPage" sections={['story', 'promise', 'goal', 'office']} toc={false} />
      <JsonLd data={organization(locale, config, tm('description'))} />
    </>
  );
}
