import { getTranslations } from 'next-intl/server';

import { LegalDocument } from '@/components/legal/LegalDocument';
import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { formatInteger } from '@/lib/format/number';
import { contactSettings } from '@/lib/contact/settings';

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
  'leads',
  'security',
  'changes',
] as const;

export default async function PolicyPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const t = await getTranslations('PolicyPage');
  // How long leads are kept: the retention job's setting (LEAD_RETENTION_MONTHS), read when the page is built.
  const months = formatInteger(locale, contactSettings().leadRetentionMonths);
  return (
    <>
      <PageIntro page="policy" lead={t('lead')} />
      <LegalDocument namespace="PolicyPage" sections={sections} values={{ months }} />
    </>
  );
}
