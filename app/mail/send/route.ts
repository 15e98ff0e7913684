import { after } from 'next/server';

import { attributionOf, rawCookie, UTM_COOKIE } from '@/lib/contact/attribution';
import { clientAddress } from '@/lib/contact/client-address';
import { legacyFields, mailSendLocale, readJsonBody, recipientOf } from '@/lib/contact/legacy-body';
import { mailSendResponse } from '@/lib/contact/mail-send';
import { accept, deliver, takeRate } from '@/lib/contact/server';
import { contactSettings } from '@/lib/contact/settings';
import { contentSource } from '@/lib/content';
import { TRACKING_COOKIE } from '@/lib/routing/proxy-rules';

export const dynamic = 'force-dynamic';

/**
 * The legacy `POST /mail/send` (spec §7), served by the app for older clients. It never mails a recipient
 * from the request: a `to` other than the configured address is refused (403); the mail goes to Site settings
 * → emailSubmitForm only. Same schema, rate limit, storage and delivery as the form. Bad input never 500s.
 * Body: JSON { name, email, phone, service, message, locale? } (service: a key or its label in any language);
 * a legacy { to, subject, text, html } is accepted alongside, and its subject/text/html are ignored.
 */
export async function POST(request: Request): Promise<Response> {
  let locale = mailSendLocale(request);
  try {
    const address = clientAddress(request.headers.get('x-forwarded-for'), contactSettings().trustProxyHops);
    const rate = await takeRate(address);
    if (!rate.ok) return mailSendResponse(locale, { kind: 'rate-limited', retryAfterMs: rate.retryAfterMs });

    const body = await readJsonBody(request);
    if (!body.ok) return mailSendResponse(locale, { kind: body.reason === 'too-large' ? 'too-large' : 'bad-request' });
    const data = body.value;
    locale = mailSendLocale(request, data.locale);

    const requested = recipientOf(data);
    if (requested !== null) {
      const configured = (await contentSource().siteConfig('th')).emailSubmitForm?.trim().toLowerCase();
      if (!configured || requested.toLowerCase() !== configured) {
        console.warn('[contact] /mail/send refused a recipient that is not the configured address');
        return mailSendResponse(locale, { kind: 'recipient-refused' });
      }
    }

    // Attribution from the caller's cookies when it is a browser of this site; other apps have none.
    const cookie = request.headers.get('cookie');
    const attribution = attributionOf({
      trackingCookie: rawCookie(cookie, TRACKING_COOKIE),
      utmCookie: rawCookie(cookie, UTM_COOKIE),
      formPage: data.formPage,
    });
    const result = await accept(
      {
        fields: legacyFields(data),
        honeypot: data.website,
        locale,
        clientAddress: address,
        entryPoint: 'api',
        attribution,
      },
      true,
    );
    if (result.kind === 'stored' && !result.held) after(() => deliver(result.id));
    return await mailSendResponse(locale, result);
  } catch (error) {
    console.error('[contact] /mail/send failed', error);
    return mailSendResponse(locale, { kind: 'failed' });
  }
}
