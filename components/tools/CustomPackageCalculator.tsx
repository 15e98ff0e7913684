import { useTranslations } from 'next-intl';

import { CustomPackageCalculatorClient } from '@/components/tools/CustomPackageCalculator.client';
import { formatters } from '@/components/tools/format';
import { priceRangeRows } from '@/components/tools/PriceRangeTable';
import { ToolsIntl } from '@/components/tools/ToolsIntl';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import type { PriceRange } from '@/lib/sms/pricing';

/** Custom package calculator of /packages. `ranges`: from content.priceRanges() of @/lib/content. */
export function CustomPackageCalculator({ ranges, locale }: { ranges: PriceRange[]; locale: Locale }) {
  const t = useTranslations('Tools.Calculator');
  const rows = priceRangeRows(ranges, (key, values) => t(key, values), formatters(locale).rate);
  return (
    <ToolsIntl parts={['Calculator', 'Taxes']}>
      <CustomPackageCalculatorClient ranges={ranges} rows={rows} contactPath={localizedPath(locale, '/contact-us')} />
    </ToolsIntl>
  );
}
