import { CreditCounterClient } from '@/components/tools/CreditCounter.client';
import { ToolsIntl } from '@/components/tools/ToolsIntl';
import type { PriceRange } from '@/lib/sms/pricing';

/** Message credit counter. `ranges`: from content.priceRanges() of @/lib/content, to price a send. */
export function CreditCounter({ ranges }: { ranges: PriceRange[] }) {
  return (
    <ToolsIntl parts={['CreditCounter']}>
      <CreditCounterClient ranges={ranges} />
    </ToolsIntl>
  );
}
