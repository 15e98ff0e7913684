'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';

import { isLocale } from '@/i18n/locales';
import { attributionOf, rawCookie, UTM_COOKIE } from '@/lib/contact/attribution';
import { clientAddress } from '@/lib/contact/client-address';
import { fieldValues, type FieldErrors, type FieldName } from '@/lib/contact/fields';
import { accept, deliver } from '@/lib/contact/server';
import { contactSettings } from '@/lib/contact/settings';
import { TRACKING_COOKIE } from '@/lib/routing/proxy-rules';

type Values = Record<FieldName, string>;

/** What the form shows: `Contact.result.<status>` in the live region, the fields' errors, the values to keep. */
export type ContactFormState =
  | { status: 'idle' | 'success' }
  | { status: 'invalid'; errors: FieldErrors; values: Values }
  | { status: 'rateLimited' | 'fail'; values: Values };

/**
 * The contact form's submission, posted by the form itself: by React with JavaScript, by the browser without
 * (Next runs the action and renders the page with its answer). Answers as soon as the submission is stored;
 * the first delivery attempt runs after the response (`after`), later ones in the retry job.
 * Fields: name, email, phone, service, message, the honeypot `website`, `locale`, `formPage` (the page the
 * form is on, rendered by the server), `quoteCredits` (filled in by the calculator's "contact sales"), and
 * `elapsedMs`, the fill time the script reports; a form sent without JavaScript has none, so only the
 * honeypot and the rate limit apply to it. The attribution comes from the request's cookies (url_tracking,
 * utm_tracking), which the browser sends with or without JavaScript.
 */
export async function submitContactForm(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const values = fieldValues(form);
  try {
    const elapsed = form.get('elapsedMs');
    const locale = form.get('locale');
    const quoteCredits = form.get('quoteCredits');
    const request = await headers();
    const cookie = request.get('cookie');
    const result = await accept({
      fields: values,
      honeypot: form.get('website'),
      elapsedMs: typeof elapsed === 'string' && elapsed !== '' ? elapsed : undefined,
      locale: isLocale(locale) ? locale : 'th',
      clientAddress: clientAddress(request.get('x-forwarded-for'), contactSettings().trustProxyHops),
      entryPoint: typeof quoteCredits === 'string' && quoteCredits !== '' ? 'calculator' : 'form',
      quoteCredits: typeof quoteCredits === 'string' && quoteCredits !== '' ? quoteCredits : undefined,
      attribution: attributionOf({
        trackingCookie: rawCookie(cookie, TRACKING_COOKIE),
        utmCookie: rawCookie(cookie, UTM_COOKIE),
        formPage: form.get('formPage'),
        referer: request.get('referer'),
      }),
    });
    switch (result.kind) {
      case 'stored':
        if (!result.held) after(() => deliver(result.id));
        return { status: 'success' };
      case 'invalid':
        return { status: 'invalid', errors: result.errors, values };
      case 'rate-limited':
        return { status: 'rateLimited', values };
      case 'failed':
        return { status: 'fail', values };
    }
  } catch (error) {
    console.error('[contact] the form submission failed', error);
    return { status: 'fail', values };
  }
}
