'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';

import { quoteFromQuery } from '@/lib/contact/quote-link';

/**
 * A form opened from the calculator's "contact sales" (lib/contact/quote-link.ts): the details are filled in
 * with the quote (unless the visitor already typed some) and the service is "sales team, contact me" (the
 * fields are uncontrolled: they are set in place). Returns the quote's credits ('' without one), which the
 * form sends as `quoteCredits`; a ref, not a hidden field, since React resets a hidden input's value to its
 * default on every render.
 */
export function useQuotePrefill(form: RefObject<HTMLFormElement | null>): RefObject<string> {
  const t = useTranslations('Contact');
  const locale = useLocale();
  const credits = useRef('');

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
    credits.current = String(quote.credits);
  }, [form, locale, t]);

  return credits;
}
