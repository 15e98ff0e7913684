/**
 * Language keys of the legacy API (spec §7 uses en, th, cn). We also emit tw and vn, which older
 * consumers ignore; a backend that lacks them simply triggers the translation fallback.
 */
import { contentFallbacks, locales, type Locale } from '@/i18n/locales';

export const legacyKeys = ['th', 'en', 'cn', 'tw', 'vn'] as const;
export type LegacyKey = (typeof legacyKeys)[number];

export const legacyKeyOf: Record<Locale, LegacyKey> = {
  th: 'th',
  en: 'en',
  'zh-CN': 'cn',
  'zh-TW': 'tw',
  vi: 'vn',
};

/** Legacy keys to try for a locale, in fallback order. */
export function legacyChain(locale: Locale): LegacyKey[] {
  return contentFallbacks[locale].map((candidate) => legacyKeyOf[candidate]);
}

export type PerLocale<T> = Record<Locale, T>;

/** One value per locale, from `map`. */
export function perLocale<T>(map: (locale: Locale) => T): PerLocale<T> {
  return Object.fromEntries(locales.map((locale) => [locale, map(locale)])) as PerLocale<T>;
}

/** True when no locale's value is null (e.g. a popup with an image in every locale). */
export function everyLocale<T>(values: PerLocale<T | null>): values is PerLocale<T> {
  return locales.every((locale) => values[locale] !== null);
}

/** Builds { th, en, cn, tw, vn } from one value per locale. */
export function toLegacyText(values: PerLocale<string>): Record<LegacyKey, string> {
  const out = {} as Record<LegacyKey, string>;
  for (const locale of locales) out[legacyKeyOf[locale]] = values[locale];
  return out;
}

/** The first non-empty value along the locale's chain, or ''. */
export function pickLegacyText(
  values: Partial<Record<LegacyKey, string | null | undefined>> | string | null | undefined,
  locale: Locale,
): string {
  if (typeof values === 'string') return values;
  if (!values) return '';
  for (const key of legacyChain(locale)) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '';
}
