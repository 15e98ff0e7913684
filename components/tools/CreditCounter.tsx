import { useTranslations } from 'next-intl';

import { CreditCounterClient } from '@/components/tools/CreditCounter.client';
import { ToolsIntl } from '@/components/tools/ToolsIntl';
import { MAX_RECIPIENTS_PER_SEND } from '@/lib/sms/credits';
import type { PriceRange } from '@/lib/sms/pricing';

/** Message credit counter. `ranges`: from content.priceRanges() of @/lib/content, to price a send. */
export function CreditCounter({ ranges }: { ranges: PriceRange[] }) {
  const t = useTranslations('Tools.CreditCounter');
  return (
    <ToolsIntl parts={['CreditCounter']}>
      <CreditCounterClient ranges={ranges} recipientsHelp={t('recipientsHelp', { max: MAX_RECIPIENTS_PER_SEND })} />
    </ToolsIntl>
  );
}
