import { CustomPackageCalculatorClient } from '@/components/tools/CustomPackageCalculator.client';
import { ToolsIntl } from '@/components/tools/ToolsIntl';
import type { PriceRange } from '@/lib/sms/pricing';

/** Custom package calculator of /packages. `ranges`: from getPriceRanges() of @/lib/content. */
export function CustomPackageCalculator({ ranges }: { ranges: PriceRange[] }) {
  return (
    <ToolsIntl parts={['Calculator', 'Taxes']}>
      <CustomPackageCalculatorClient ranges={ranges} />
    </ToolsIntl>
  );
}
