import { getTranslations } from 'next-intl/server';

import { metadataFor } from '@/components/page/page-metadata';
import { ServicePage } from '@/components/services/ServicePage';
import { ToolSection } from '@/components/services/ToolSection';
import { CreditCounter } from '@/components/tools';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { content, duringBuildOr } from '@/lib/content';

export const generateMetadata = metadataFor('smsOtp');

export default async function SmsOtpPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [ranges, t] = await Promise.all([duringBuildOr(content.priceRanges(), []), getTranslations('Tools')]);
  return (
    <ServicePage service="smsOtp" locale={locale}>
      <ToolSection id="credit-counter" heading={t('CreditCounter.heading')}>
        <CreditCounter ranges={ranges} />
      </ToolSection>
    </ServicePage>
  );
}
