import { defineRouting } from 'next-intl/routing';

import { defaultLocale, localePrefixes, locales } from '@/i18n/locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: { mode: 'as-needed', prefixes: localePrefixes },
  // A Thai URL shows Thai to every visitor and crawler; no Set-Cookie on cacheable pages;
  // hreflang is rendered in the HTML and the sitemap instead of a Link header.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
