'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * A form opened from the calculator's "contact sales" is filled in with the quote (./quote-prefill.ts, loaded
 * only then). Returns the quote's credits ('' without one), which the form sends as `quoteCredits`: a ref,
 * not a hidden field, since React resets a hidden input's value to its default on every render.
 */
export function useQuotePrefill(form: RefObject<HTMLFormElement | null>): RefObject<string> {
  const t = useTranslations('Contact');
  const locale = useLocale();
  const credits = useRef('');

  useEffect(() => {
    const { search } = window.location;
    if (!search.includes('quoteCredits=')) return;
    import('@/components/contact/quote-prefill').then(
      ({ prefillQuote }) => {
        if (form.current)
          credits.current = prefillQuote(form.current, search, locale, (values) => t('quote.details', values));
      },
      (error: unknown) => console.error('[contact] the quote could not be filled in', error),
    );
  }, [form, locale, t]);

  return credits;
}
