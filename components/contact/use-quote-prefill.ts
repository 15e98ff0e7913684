'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, type RefObject } from 'react';

import { quoteFromQuery } from '@/lib/contact/quote-link';

/**
 * A form opened from the calculator's "contact sales" (lib/contact/quote-link.ts): the details are filled in
 * with the quote (unless the visitor already typed some), the service is "sales team, contact me", and the
 * credits go along in the hidden `quoteCredits` field. The fields are uncontrolled: they are set in place,
 * and a reset after sending empties them again.
 */
export function useQuotePrefill(form: RefObject<HTMLFormElement | null>): void {
  const t = useTranslations('Contact');
  const locale = useLocale();

  useEffect(() => {
    const quote = quoteFromQuery(window.location.search);
    const node = form.current;
    if (!quote || !node) return;
    const number = (value: number, digits = 0) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 4 }).format(value);
    const message = node.elements.namedItem('message');
    if (message instanceof HTMLTextAreaElement && message.value.trim() === '') {
      message.value = t('quote.details', {
        credits: number(quote.credits),
        rate: number(quote.pricePerMessage, 2),
        total: number(quote.totalPrice, 2),
      });
    }
    const service = node.elements.namedItem('service');
    if (service instanceof HTMLSelectElement && service.value === '') service.value = 'salesCallback';
    const credits = node.elements.namedItem('quoteCredits');
    if (credits instanceof HTMLInputElement) credits.value = String(quote.credits);
  }, [form, locale, t]);
}
