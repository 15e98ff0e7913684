import { CustomPackageCalculatorClient } from '@/components/tools/CustomPackageCalculator.client';
import { ToolsIntl } from '@/components/tools/ToolsIntl';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import type { PriceRange } from '@/lib/sms/pricing';

/** Custom package calculator of /packages. `ranges`: from content.priceRanges() of @/lib/content. */
export function CustomPackageCalculator({ ranges, locale }: { ranges: PriceRange[]; locale: Locale }) {
  return (
    <ToolsIntl parts={['Calculator', 'Taxes']}>
      <CustomPackageCalculatorClient ranges={ranges} contactPath={localizedPath(locale, '/contact-us')} />
    </ToolsIntl>
  );
}
