'use client';

import fatal from '@/messages/fatal.json';
import { localePrefixes, type Locale } from '@/i18n/locales';

/** The locale of the current URL, read from its prefix (this screen has no layout to ask). */
function currentLocale(): Locale {
  if (typeof window === 'undefined') return 'th';
  const prefix = '/' + (window.location.pathname.split('/')[1] ?? '');
  const match = Object.entries(localePrefixes).find(([, value]) => value === prefix);
  return (match?.[0] as Locale | undefined) ?? 'th';
}

/** Last resort when the error page itself fails (spec §2, §8). */
export default function GlobalError() {
  const locale = currentLocale();
  const text = fatal[locale];
  const home = locale === 'th' ? '/' : localePrefixes[locale];
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', textAlign: 'center' }}>
        <h1 style={{ fontSize: '1.5rem' }}>{text.errorPageFailed}</h1>
        <p>
          {/* A plain link, so home loads in full: the client router may be what failed. */}
          <a href={home}>{text.backHome}</a>
        </p>
      </body>
    </html>
  );
}
