import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { routing } from '@/i18n/routing';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** Reads the locale segment, enables static rendering for it, and 404s on an unknown one. */
export async function routeLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
