import { defaultLocale, locales, prefixOf, type Locale } from '@/i18n/locales';

/** Public path of an internal path in a locale: ('/faq', 'en') → '/en/faq'; ('/', 'th') → '/'. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = prefixOf(locale);
  if (path === '/' || path === '') return prefix || '/';
  return prefix + path;
}

/**
 * A page's path without its language prefix, public or internal (`/cn/faq`, `/zh-CN/faq` → `/faq`;
 * during the build Next names Thai pages `/th/…`): next-intl's usePathname, without its navigation
 * module (and next/link with it) in every page's JavaScript.
 */
export function unlocalizedPath(pathname: string, locale: Locale): string {
  for (const prefix of [prefixOf(locale), `/${locale}`]) {
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)))
      return pathname.slice(prefix.length) || '/';
  }
  return pathname;
}

/** The site's public origin, without a trailing slash. */
export function siteUrl(): string {
  return (process.env.SERVER_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

export function absoluteUrl(locale: Locale, path: string): string {
  return siteUrl() + localizedPath(locale, path);
}

/** hreflang alternates of a path in every locale plus x-default (Thai). */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales) alternates[locale] = absoluteUrl(locale, path);
  alternates['x-default'] = absoluteUrl(defaultLocale, path);
  return alternates;
}
