import { useLocale } from 'next-intl';

import { formatters } from '@/components/tools/format';
import { taxFigures } from '@/components/tools/tax-figures';
import { TaxBreakdown } from '@/components/tools/TaxBreakdown.client';
import { ToolsIntl } from '@/components/tools/ToolsIntl';

/**
 * "Price with taxes" disclosure of a package card. `price`: baht, pre-VAT. The figures are formatted
 * here, on the server, for both answers to "legal entity" (the same formats the browser would use).
 */
export function PackagePriceTaxes({ price }: { price: number }) {
  const { money } = formatters(useLocale());
  const figures = { person: taxFigures(price, false, money), legalEntity: taxFigures(price, true, money) };
  return (
    <ToolsIntl parts={['Taxes']}>
      <TaxBreakdown price={price} figures={figures} />
    </ToolsIntl>
  );
}
