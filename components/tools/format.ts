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

// One set per locale for the whole page, each format built on its first use: an Intl.NumberFormat
// costs about a millisecond to build on a phone (the first of a locale several, measured ~15 ms for
// the three at 1x on the bench machine), and a component that only shows figures the server formatted
// (a package card's taxes) should build none while it hydrates.
const byLocale = new Map<string, Formatters>();

function lazy(make: () => Intl.NumberFormat): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => (format ??= make()).format(value);
}

/**
 * Whole numbers from 0 to 999 print the same in every language of the site (Latin digits, nothing
 * to group; unit-tested against Intl for each), so no format is built for them: the credit
 * counter's first render (its zeros) builds none.
 */
const plain = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000;

/** Number and money formats of a BCP-47 locale (the route locale codes are BCP-47). */
export function formatters(locale: string): Formatters {
  const known = byLocale.get(locale);
  if (known) return known;
  const count = lazy(() => new Intl.NumberFormat(locale));
  const made: Formatters = {
    money: lazy(() => moneyFormat(locale)),
    rate: lazy(() => rateFormat(locale)),
    count: (value) => (plain(value) ? String(value) : count(value)),
  };
  byLocale.set(locale, made);
  return made;
}

export function useFormatters(): Formatters {
  return formatters(useLocale());
}
