import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { errorValues, MAX_LENGTH } from '@/lib/contact/fields';
import type { Acceptance } from '@/lib/contact/submit';
import { legacyJson } from '@/lib/legacy-api/respond';

/** Answers of the legacy `POST /mail/send`: the legacy envelope { status, message, data: { data } }, localized. */
export type MailSendOutcome = Acceptance | { kind: 'bad-request' | 'too-large' | 'recipient-refused' };

export async function mailSendResponse(locale: Locale, outcome: MailSendOutcome): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const json = (status: number, message: string, data: unknown, headers: Record<string, string> = {}) =>
    legacyJson(status, data, message, { 'Content-Language': locale, ...headers });
  switch (outcome.kind) {
    case 'stored':
      return json(200, t('result.success'), { accepted: true });
    case 'invalid': {
      const errors = Object.fromEntries(
        Object.entries(outcome.errors).map(([field, key]) => [field, t(`errors.${key}`, errorValues(field))]),
      );
      return json(400, t('result.fail'), { errors });
    }
    case 'rate-limited': {
      const seconds = Math.ceil(outcome.retryAfterMs / 1000);
      return json(429, t('result.rateLimited'), null, { 'Retry-After': String(seconds) });
    }
    case 'bad-request':
      return json(400, t('result.badRequest'), null);
    case 'too-large':
      return json(413, t('errors.tooLong', { max: MAX_LENGTH.message }), null);
    case 'recipient-refused':
      return json(403, t('result.recipientRefused'), null);
    case 'failed':
      return json(503, t('result.fail'), null);
  }
}
