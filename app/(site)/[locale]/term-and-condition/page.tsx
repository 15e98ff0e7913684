import { getTranslations } from 'next-intl/server';

import { LegalDocument } from '@/components/legal/LegalDocument';
import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { routeLocale, type LocaleParams } from '@/i18n/server';

export const generateMetadata = metadataFor('terms');

const sections = [
  'acceptance',
  'eligibility',
  'accounts',
  'sender',
  'messages',
  'content',
  'payment',
  'suspension',
  'changes',
] as const;

export default async function TermsPage({ params }: LocaleParams) {
  await routeLocale(params);
  const t = await getTranslations('TermsPage');
  return (
    <>
      <PageIntro page="terms" lead={t('lead')} />
      <LegalDocument namespace="TermsPage" sections={sections} />
    </>
  );
}
