import { TaxBreakdown } from '@/components/tools/TaxBreakdown.client';
import { ToolsIntl } from '@/components/tools/ToolsIntl';

/** "Price with taxes" disclosure of a package card. `price`: baht, pre-VAT. */
export function PackagePriceTaxes({ price }: { price: number }) {
  return (
    <ToolsIntl parts={['Taxes']}>
      <TaxBreakdown price={price} />
    </ToolsIntl>
  );
}
