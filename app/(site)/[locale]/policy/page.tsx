import { getTranslations } from 'next-intl/server';

import { LegalDocument } from '@/components/legal/LegalDocument';
import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { routeLocale, type LocaleParams } from '@/i18n/server';

export const generateMetadata = metadataFor('policy');

const sections = [
  'scope',
  'personal',
  'invoice',
  'payment',
  'use',
  'sharing',
  'accounts',
  'age',
  'rights',
  'security',
  'changes',
] as const;

export default async function PolicyPage({ params }: LocaleParams) {
  await routeLocale(params);
  const t = await getTranslations('PolicyPage');
  return (
    <>
      <PageIntro page="policy" lead={t('lead')} />
      <LegalDocument namespace="PolicyPage" sections={sections} />
    </>
  );
}
