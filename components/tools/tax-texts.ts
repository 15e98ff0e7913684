import type { TaxFigures } from '@/components/tools/tax-figures';

/** The words of the "price with taxes" disclosure (messages Tools.Taxes). */
export type TaxTexts = Record<
  'summary' | 'net' | 'vat' | 'total' | 'legalEntity' | 'legalEntityHelp' | 'withholding' | 'toTransfer',
  string
>;

/** What a screen reader hears after the "legal entity" box changes: the total, or the amount to transfer. */
export type TaxAnnouncements = { person: string; legalEntity: string };

// A method's parameters are compared both ways, so next-intl's translators (typed per message, on the
// server and in the browser) fit this one type.
type Translate = {
  method(key: keyof TaxTexts | 'announceTotal' | 'announceTransfer', values?: { amount: string }): string;
}['method'];

/** The disclosure's words and announcements through `t` (Tools.Taxes), on the server or in the browser. */
export function taxTexts(t: Translate, figures: TaxFigures): { texts: TaxTexts; announcements: TaxAnnouncements } {
  const keys = [
    'summary',
    'net',
    'vat',
    'total',
    'legalEntity',
    'legalEntityHelp',
    'withholding',
    'toTransfer',
  ] as const;
  return {
    texts: Object.fromEntries(keys.map((key) => [key, t(key)])) as TaxTexts,
    announcements: {
      person: t('announceTotal', { amount: figures.person.total }),
      legalEntity: t('announceTransfer', { amount: figures.legalEntity.toTransfer }),
    },
  };
}
