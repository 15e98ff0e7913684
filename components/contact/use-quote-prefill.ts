'use client';

import { useEffect, useRef, type RefObject } from 'react';

import { fillTemplate } from '@/components/contact/contact-texts';

/**
 * A form opened from the calculator's "contact sales" is filled in with the quote (./quote-prefill.ts, loaded
 * only then). Returns the quote's credits ('' without one), which the form sends as `quoteCredits`: a ref,
 * not a hidden field, since React resets a hidden input's value to its default on every render.
 */
export function useQuotePrefill(
  form: RefObject<HTMLFormElement | null>,
  locale: string,
  /** The Contact message quote.details of the page's language. */
  details: string,
): RefObject<string> {
  const credits = useRef('');

  useEffect(() => {
    const { search } = window.location;
    if (!search.includes('quoteCredits=')) return;
    import('@/components/contact/quote-prefill').then(
      ({ prefillQuote }) => {
        if (form.current)
          credits.current = prefillQuote(form.current, search, locale, (values) => fillTemplate(details, values));
      },
      (error: unknown) => console.error('[contact] the quote could not be filled in', error),
    );
  }, [form, locale, details]);

  return credits;
}
