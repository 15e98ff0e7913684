'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import { PriceRangeTable, type PriceRangeRow } from '@/components/tools/PriceRangeTable';
import { TaxBreakdown } from '@/components/tools/TaxBreakdown.client';
import { useFormatters } from '@/components/tools/format';
import styles from '@/components/tools/tools.module.css';
import { useDebouncedValue } from '@/components/tools/useDebouncedValue';
import { quoteQuery } from '@/lib/contact/quote-link';
import { parseWholeNumber } from '@/lib/sms/number-input';
import { findPriceRange, pricedSpans, quoteCustomPackage, type PriceRange } from '@/lib/sms/pricing';

type State =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'notFound' }
  | { kind: 'quote'; credits: number; pricePerMessage: number; totalPrice: number };

function evaluate(ranges: readonly PriceRange[], raw: string): State {
  if (raw.trim() === '') return { kind: 'empty' };
  const credits = parseWholeNumber(raw);
  if (credits === null || credits < 1) return { kind: 'invalid' };
  const quote = quoteCustomPackage(ranges, credits);
  return quote === null ? { kind: 'notFound' } : { kind: 'quote', ...quote };
}

/**
 * The packages page's calculator: credits in, price per message and total out (spec §5, §8). A quote offers
 * to contact sales: a link to the contact form (`contactPath`, in the page's language) with the quote filled
 * in (lib/contact/quote-link.ts). Out of
 * every range, the spec's error is followed by the amounts that do have a price.
 */
export function CustomPackageCalculatorClient({
  ranges,
  rows,
  contactPath,
}: {
  ranges: PriceRange[];
  /** The ranges' table, formatted on the server (`priceRangeRows`). */
  rows: PriceRangeRow[];
  contactPath: string;
}) {
  const t = useTranslations('Tools.Calculator');
  const f = useFormatters();
  const id = useId();
  const [raw, setRaw] = useState('');
  const state = evaluate(ranges, raw);
  const current = state.kind === 'quote' ? findPriceRange(ranges, state.credits) : null;
  // Only out of every range: formatting the spans builds number formats, which the first render
  // (an empty field) should not.
  const available =
    state.kind === 'notFound'
      ? pricedSpans(ranges)
          .map((span) =>
            span.max === null ? t('rangeOpen', { min: span.min }) : t('rangeBounded', { min: span.min, max: span.max }),
          )
          .join(', ')
      : '';

  const announcement = useDebouncedValue(
    state.kind === 'quote'
      ? t('announce', {
          credits: state.credits,
          perMessage: f.rate(state.pricePerMessage),
          total: f.money(state.totalPrice),
        })
      : state.kind === 'invalid'
        ? t('invalid')
        : state.kind === 'notFound'
          ? `${t('notFound')} ${t('contactAdmin')}`
          : '',
  );

  const describedBy = [`${id}-help`, state.kind === 'invalid' || state.kind === 'notFound' ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.tool}>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-credits`}>
          {t('creditsLabel')}
        </label>
        <input
          id={`${id}-credits`}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={raw}
          onChange={(event) => setRaw(event.target.value)}
          aria-invalid={state.kind === 'invalid' || state.kind === 'notFound' || undefined}
          aria-describedby={describedBy}
        />
        <p id={`${id}-help`} className={styles.help}>
          {t('creditsHelp')}
        </p>
        {state.kind === 'invalid' && (
          <p id={`${id}-error`} className={styles.error}>
            {t('invalid')}
          </p>
        )}
        {state.kind === 'notFound' && (
          <div id={`${id}-error`} className={styles.notice}>
            <p>{t('notFound')}</p>
            <p>{t('contactAdmin')}</p>
            {available ? <p>{t('available', { ranges: available })}</p> : null}
          </div>
        )}
      </div>

      {state.kind === 'quote' && (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{t('totalCredits')}</dt>
              <dd>{f.count(state.credits)}</dd>
            </div>
            <div>
              <dt>{t('pricePerMessage')}</dt>
              <dd>{f.rate(state.pricePerMessage)}</dd>
            </div>
            <div className={styles.key}>
              <dt>{t('totalPrice')}</dt>
              <dd>{f.money(state.totalPrice)}</dd>
            </div>
          </dl>
          <TaxBreakdown price={state.totalPrice} defaultOpen />
          <p>
            {/* A plain link: the contact page is static, and the island stays free of the router. */}
            <a className="button button-primary" href={`${contactPath}?${quoteQuery(state)}#contact-form`}>
              {t('contactSales')}
            </a>
          </p>
        </>
      )}

      <PriceRangeTable rows={rows} current={current?.minCredits ?? null} />
      <p className={styles.srOnly} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
