import { useLocale, useTranslations } from 'next-intl';

import { formatters } from '@/components/tools/format';
import { taxFigures } from '@/components/tools/tax-figures';
import { taxTexts } from '@/components/tools/tax-texts';
import { TaxBreakdownView } from '@/components/tools/TaxBreakdown.client';

/**
 * "Price with taxes" disclosure of a package card. `price`: baht, pre-VAT. Its figures, words and
 * announcements are formatted here, on the server, for both answers to "legal entity" (the same
 * formats the browser would use): the card's island gets no translator of its own to hydrate.
 */
export function PackagePriceTaxes({ price }: { price: number }) {
  const { money } = formatters(useLocale());
  const t = useTranslations('Tools.Taxes');
  const figures = { person: taxFigures(price, false, money), legalEntity: taxFigures(price, true, money) };
  return <TaxBreakdownView figures={figures} {...taxTexts(t, figures)} />;
}
