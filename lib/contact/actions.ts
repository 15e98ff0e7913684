'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';

import { isLocale } from '@/i18n/locales';
import { clientAddress } from '@/lib/contact/client-address';
import type { FieldErrors } from '@/lib/contact/schema';
import { accept, deliver } from '@/lib/contact/server';
import { contactSettings } from '@/lib/contact/settings';

/** What the form shows: `Contact.result.<status>` in the live region, or the fields' errors. */
export type ContactResult =
  { status: 'success' } | { status: 'invalid'; errors: FieldErrors } | { status: 'rateLimited' } | { status: 'fail' };

export type ContactPayload = { fields: unknown; honeypot?: unknown; elapsedMs?: unknown; locale?: unknown };

/**
 * The form's submission: the server action of the contact island. Answers as soon as the submission is
 * stored; the first delivery attempt runs after the response (`after`), later ones in the retry job.
 */
export async function submitContact(payload: ContactPayload): Promise<ContactResult> {
  try {
    const request = await headers();
    const input = payload && typeof payload === 'object' ? payload : { fields: undefined };
    const result = await accept({
      fields: input.fields,
      honeypot: input.honeypot,
      // The form always reports its fill time; a call without one is not from the form.
      elapsedMs: input.elapsedMs ?? Number.NaN,
      locale: isLocale(input.locale) ? input.locale : 'th',
      clientAddress: clientAddress(request.get('x-forwarded-for'), contactSettings().trustProxyHops),
    });
    switch (result.kind) {
      case 'stored':
        after(() => deliver(result.id));
        return { status: 'success' };
      case 'dropped':
        return { status: 'success' };
      case 'invalid':
        return { status: 'invalid', errors: result.errors };
      case 'rate-limited':
        return { status: 'rateLimited' };
      case 'failed':
        return { status: 'fail' };
    }
  } catch (error) {
    console.error('[contact] the form submission failed', error);
    return { status: 'fail' };
  }
}
