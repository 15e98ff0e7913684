import { useTranslations } from 'next-intl';

import { useFormatters } from '@/components/tools/format';
import styles from '@/components/tools/tools.module.css';
// After the shared look, so a tool's own rules win where both apply.
import own from '@/components/tools/RecipientsCost.module.css';
import { MAX_RECIPIENTS_PER_SEND } from '@/lib/sms/credits';
import { costOfCredits, type PriceRange } from '@/lib/sms/pricing';

type Props = {
  id: string;
  raw: string;
  onChange: (raw: string) => void;
  valid: boolean;
  /** Credits of the whole send; null while there is no message or no valid recipient count. */
  total: number | null;
  ranges: readonly PriceRange[];
  /** The field's help, formatted on the server (its maximum is a formatted number). */
  help: string;
};

/** Recipients field of the credit counter, with the total credits of the send and their price. */
export function RecipientsCost({ id, raw, onChange, valid, total, ranges, help }: Props) {
  const t = useTranslations('Tools.CreditCounter');
  const f = useFormatters();
  const max = MAX_RECIPIENTS_PER_SEND;
  const cost = total === null || total === 0 ? null : costOfCredits(ranges, total);

  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {t('recipientsLabel')}
        </label>
        <input
          id={id}
          className={`${styles.input} ${styles.short}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={raw}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={!valid || undefined}
          aria-describedby={valid ? `${id}-help` : `${id}-help ${id}-error`}
        />
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
        {!valid && (
          <p id={`${id}-error`} className={styles.error}>
            {t('recipientsError', { max })}
          </p>
        )}
      </div>
      {total !== null && total > 0 && (
        <dl className={styles.figures}>
          <div>
            <dt>{t('totalCredits')}</dt>
            <dd>{f.count(total)}</dd>
          </div>
          <div className={cost === null ? undefined : styles.key}>
            <dt>{t('cost')}</dt>
            <dd className={cost === null ? own.noPrice : undefined}>
              {cost === null ? t('noPriceRange', { credits: total }) : f.money(cost)}
            </dd>
          </div>
        </dl>
      )}
    </>
  );
}
