import { getTranslations } from 'next-intl/server';

import { LegalDocument } from '@/components/legal/LegalDocument';
import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { routeLocale, type LocaleParams } from '@/i18n/server';

export const generateMetadata = metadataFor('cookie');

const sections = ['what', 'necessary', 'optional', 'choice', 'contact'] as const;

export default async function CookiePolicyPage({ params }: LocaleParams) {
  await routeLocale(params);
  const t = await getTranslations('CookiePage');
  return (
    <>
      <PageIntro page="cookie" lead={t('lead')} />
      <LegalDocument namespace="CookiePage" sections={sections} />
    </>
  );
}
