'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { useFormatters } from '@/components/tools/format';
import styles from '@/components/tools/tools.module.css';
// After the shared look, so a tool's own rules win where both apply.
import own from '@/components/tools/TaxBreakdown.module.css';
import { taxFigures, type TaxFigures } from '@/components/tools/tax-figures';

type Props = {
  /** Baht, pre-VAT. */
  price: number;
  /** Start expanded (the calculator shows it at once; package cards keep it folded). */
  defaultOpen?: boolean;
  /**
   * The figures for both answers, formatted on the server (package cards: the price never changes
   * there), so that hydrating the card builds no number format; without them they are formatted here.
   */
  figures?: TaxFigures;
};

/** Price before tax, VAT 7%, total; for a legal entity also the 3% withholding and the amount to transfer. */
export function TaxBreakdown({ price, defaultOpen = false, figures }: Props) {
  const t = useTranslations('Tools.Taxes');
  const { money } = useFormatters();
  const [legalEntity, setLegalEntity] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const id = useId();
  const figuresFor = (legal: boolean) =>
    figures ? figures[legal ? 'legalEntity' : 'person'] : taxFigures(price, legal, money);
  const taxes = figuresFor(legalEntity);

  function toggle(checked: boolean) {
    setLegalEntity(checked);
    const after = figuresFor(checked);
    setAnnouncement(
      checked ? t('announceTransfer', { amount: after.toTransfer }) : t('announceTotal', { amount: after.total }),
    );
  }

  return (
    <details className={own.taxes} open={defaultOpen || undefined}>
      <summary className={own.summary}>{t('summary')}</summary>
      <div className={own.taxBody}>
        <dl className={styles.figures}>
          <div>
            <dt>{t('net')}</dt>
            <dd>{taxes.net}</dd>
          </div>
          <div>
            <dt>{t('vat')}</dt>
            <dd>{taxes.vat}</dd>
          </div>
          <div className={legalEntity ? undefined : styles.key}>
            <dt>{t('total')}</dt>
            <dd>{taxes.total}</dd>
          </div>
          {legalEntity && (
            <>
              <div>
                <dt>{t('withholding')}</dt>
                <dd>−{taxes.withholding}</dd>
              </div>
              <div className={styles.key}>
                <dt>{t('toTransfer')}</dt>
                <dd>{taxes.toTransfer}</dd>
              </div>
            </>
          )}
        </dl>
        <div className={own.check}>
          <input
            id={`${id}-legal`}
            type="checkbox"
            checked={legalEntity}
            onChange={(event) => toggle(event.target.checked)}
            aria-describedby={`${id}-legal-help`}
          />
          <label htmlFor={`${id}-legal`}>{t('legalEntity')}</label>
        </div>
        <p id={`${id}-legal-help`} className={styles.help}>
          {t('legalEntityHelp')}
        </p>
        <p className={styles.srOnly} aria-live="polite">
          {announcement}
        </p>
      </div>
    </details>
  );
}
