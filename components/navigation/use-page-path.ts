// eslint-disable-next-line no-restricted-imports -- the one place that reads Next's path, and strips its prefix
import { useParams, usePathname } from 'next/navigation';

import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { unlocalizedPath } from '@/i18n/paths';

/**
 * The page's language in a client component: its route's [locale] segment (Next's useParams). Pages
 * need no intl provider in the browser for it: next-intl's useLocale would need one, and with it
 * use-intl's formatters (12 KB gzipped) on every page.
 */
export function usePageLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return locales.find((known) => known === locale) ?? defaultLocale;
}

/** The current page's path without its language prefix (`/en/faq` → `/faq`), in client components. */
export function usePagePath(): string {
  const pathname = usePathname();
  return unlocalizedPath(pathname, usePageLocale());
}
