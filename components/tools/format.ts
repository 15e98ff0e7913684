import { useLocale } from 'next-intl';
import { useMemo } from 'react';

import { moneyFormat, rateFormat } from '@/lib/format/number';

export type Formatters = {
  /** Baht amount, e.g. ฿533.93 (th) or THB 533.93 (en). */
  money: (baht: number) => string;
  /** Baht per message, keeping up to 4 decimals (0.183). */
  rate: (baht: number) => string;
  /** Plain grouped number, e.g. 100,000 (th, en) or 100.000 (vi). */
  count: (value: number) => string;
};

/** Number and money formats of a BCP-47 locale (the route locale codes are BCP-47). */
export function formatters(locale: string): Formatters {
  const money = moneyFormat(locale);
  const rate = rateFormat(locale);
  const count = new Intl.NumberFormat(locale);
  return { money: (v) => money.format(v), rate: (v) => rate.format(v), count: (v) => count.format(v) };
}

export function useFormatters(): Formatters {
  const locale = useLocale();
  return useMemo(() => formatters(locale), [locale]);
}
