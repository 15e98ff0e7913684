'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { useFormatters } from '@/components/tools/format';
import styles from '@/components/tools/tools.module.css';
// After the shared look, so a tool's own rules win where both apply.
import own from '@/components/tools/TaxBreakdown.module.css';
import { taxFigures, type TaxFigures } from '@/components/tools/tax-figures';
import { taxTexts, type TaxAnnouncements, type TaxTexts } from '@/components/tools/tax-texts';

type ViewProps = {
  texts: TaxTexts;
  /** The figures for both answers to "legal entity", formatted. */
  figures: TaxFigures;
  announcements: TaxAnnouncements;
  /** Start expanded (the calculator shows it at once; package cards keep it folded). */
  defaultOpen?: boolean;
};

/**
 * Price before tax, VAT 7%, total; for a legal entity also the 3% withholding and the amount to
 * transfer. Everything it shows comes in words: a package card's comes from the server
 * (PackagePriceTaxes), so that hydrating a card builds no translator, message or number format.
 */
export function TaxBreakdownView({ texts, figures, announcements, defaultOpen = false }: ViewProps) {
  const [legalEntity, setLegalEntity] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const id = useId();
  const taxes = figures[legalEntity ? 'legalEntity' : 'person'];

  function toggle(checked: boolean) {
    setLegalEntity(checked);
    setAnnouncement(announcements[checked ? 'legalEntity' : 'person']);
  }

  return (
    <details className={own.taxes} open={defaultOpen || undefined}>
      <summary className={own.summary}>{texts.summary}</summary>
      <div className={own.taxBody}>
        <dl className={styles.figures}>
          <div>
            <dt>{texts.net}</dt>
            <dd>{taxes.net}</dd>
          </div>
          <div>
            <dt>{texts.vat}</dt>
            <dd>{taxes.vat}</dd>
          </div>
          <div className={legalEntity ? undefined : styles.key}>
            <dt>{texts.total}</dt>
            <dd>{taxes.total}</dd>
          </div>
          {legalEntity && (
            <>
              <div>
                <dt>{texts.withholding}</dt>
                <dd>−{taxes.withholding}</dd>
              </div>
              <div className={styles.key}>
                <dt>{texts.toTransfer}</dt>
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
          <label htmlFor={`${id}-legal`}>{texts.legalEntity}</label>
        </div>
        <p id={`${id}-legal-help`} className={styles.help}>
          {texts.legalEntityHelp}
        </p>
        <p className={styles.srOnly} aria-live="polite">
          {announcement}
        </p>
      </div>
    </details>
  );
}

/** The calculator's breakdown of a price (baht, pre-VAT) the visitor entered: formatted here. */
export function TaxBreakdown({ price, defaultOpen }: { price: number; defaultOpen?: boolean }) {
  const t = useTranslations('Tools.Taxes');
  const { money } = useFormatters();
  const figures = { person: taxFigures(price, false, money), legalEntity: taxFigures(price, true, money) };
  return <TaxBreakdownView figures={figures} {...taxTexts(t, figures)} defaultOpen={defaultOpen} />;
}
