import { useTranslations } from 'next-intl';

import { useFormatters } from '@/components/tools/format';
import styles from '@/components/tools/PriceRangeTable.module.css';
import type { PriceRange } from '@/lib/sms/pricing';

/** The price ranges, smallest first, with the one the visitor's amount falls in marked. */
export function PriceRangeTable({ ranges, current }: { ranges: readonly PriceRange[]; current: PriceRange | null }) {
  const t = useTranslations('Tools.Calculator');
  const f = useFormatters();
  if (ranges.length === 0) return null;
  const sorted = [...ranges].sort((a, b) => a.minCredits - b.minCredits);
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
        {sorted.map((range) => (
          <tr key={range.minCredits} className={range === current ? styles.current : undefined}>
            <th scope="row">
              {range.maxCredits === null
                ? t('rangeOpen', { min: range.minCredits })
                : t('rangeBounded', { min: range.minCredits, max: range.maxCredits })}
            </th>
            <td>{f.rate(range.pricePerMessage)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
