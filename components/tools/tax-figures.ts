import { priceWithTaxes, type PriceWithTaxes } from '@/lib/sms/tax';

/** The figures of a price with taxes, each formatted as money. */
export type FormattedTaxes = Record<keyof PriceWithTaxes, string>;

/** A price's formatted figures for a person and for a legal entity (who withholds 3%). */
export type TaxFigures = { person: FormattedTaxes; legalEntity: FormattedTaxes };

/** `price` (baht, pre-VAT) with its taxes, for a legal entity or not, each figure through `money`. */
export function taxFigures(price: number, legalEntity: boolean, money: (baht: number) => string): FormattedTaxes {
  const taxes = priceWithTaxes(price, legalEntity);
  return {
    net: money(taxes.net),
    vat: money(taxes.vat),
    withholding: money(taxes.withholding),
    total: money(taxes.total),
    toTransfer: money(taxes.toTransfer),
  };
}
