import { useLocale } from 'next-intl';

import { moneyFormat, rateFormat } from '@/lib/format/number';

export type Formatters = {
  /** Baht amount, e.g. ฿533.93 (th) or THB 533.93 (en). */
  money: (baht: number) => string;
  /** Baht per message, keeping up to 4 decimals (0.183). */
  rate: (baht: number) => string;
  /** Plain grouped number, e.g. 100,000 (th, en) or 100.000 (vi). */
  count: (value: number) => string;
};

// One set per locale for the whole page: an Intl.NumberFormat costs about a millisecond to build
// on a phone, and every price cell, calculator and tax breakdown formats with the same three.
const byLocale = new Map<string, Formatters>();

/** Number and money formats of a BCP-47 locale (the route locale codes are BCP-47). */
export function formatters(locale: string): Formatters {
  const known = byLocale.get(locale);
  if (known) return known;
  const money = moneyFormat(locale);
  const rate = rateFormat(locale);
  const count = new Intl.NumberFormat(locale);
  const made: Formatters = {
    money: (v) => money.format(v),
    rate: (v) => rate.format(v),
    count: (v) => count.format(v),
  };
  byLocale.set(locale, made);
  return made;
}

export function useFormatters(): Formatters {
  return formatters(useLocale());
}
