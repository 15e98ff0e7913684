import { useTranslations } from 'next-intl';

import styles from '@/components/tools/PriceRangeTable.module.css';
import type { PriceRange } from '@/lib/sms/pricing';

/** A row of the price ranges' table, its figures formatted on the server. */
export type PriceRangeRow = { minCredits: number; credits: string; rate: string };

/**
 * The table's rows, smallest range first. Built on the server (`CustomPackageCalculator`), so the
 * calculator builds no number format while it hydrates (the first one of a page costs several ms
 * on a phone); `t` is `Tools.Calculator`'s translator and `rate` the page's per-message format.
 */
export function priceRangeRows(
  ranges: readonly PriceRange[],
  t: (key: 'rangeOpen' | 'rangeBounded', values: { min: number; max?: number }) => string,
  rate: (baht: number) => string,
): PriceRangeRow[] {
  return [...ranges]
    .sort((a, b) => a.minCredits - b.minCredits)
    .map((range) => ({
      minCredits: range.minCredits,
      credits:
        range.maxCredits === null
          ? t('rangeOpen', { min: range.minCredits })
          : t('rangeBounded', { min: range.minCredits, max: range.maxCredits }),
      rate: rate(range.pricePerMessage),
    }));
}

/** The price ranges, with the one the visitor's amount falls in (`current`, its lower bound) marked. */
export function PriceRangeTable({ rows, current }: { rows: readonly PriceRangeRow[]; current: number | null }) {
  const t = useTranslations('Tools.Calculator');
  if (rows.length === 0) return null;
  return (
    <table className={styles.ranges}>
      <caption>{t('rangesHeading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('creditsLabel')}</th>
          <th scope="col">{t('pricePerMessage')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.minCredits} className={row.minCredits === current ? styles.current : undefined}>
            <th scope="row">{row.credits}</th>
            <td>{row.rate}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
