/**
 * Reading a field of a Payload document read with `locale: 'all'` (pure): a localized field is an
 * object { th, en, … }, and the translation fallback of lib/content/localize.ts picks the value.
 */
import { isLocale, type Locale } from '@/i18n/locales';
import type { L } from '@/lib/content/cms/raw';
import { isPresent, pickLocalized, type Localized } from '@/lib/content/localize';

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A localized field with the fallback chain; plain values are returned as they are. */
export function localized<T>(value: L<T>, locale: Locale, present: (v: T) => boolean = isPresent): T | undefined {
  if (value === null || value === undefined) return undefined;
  // An empty object is a localized field with no translation at all.
  if (isObject(value) && (Object.keys(value).length === 0 || Object.keys(value).some(isLocale))) {
    return pickLocalized(value as Localized<T>, locale, present);
  }
  return present(value as T) ? (value as T) : undefined;
}

export function text(value: L<string>, locale: Locale): string {
  const picked = localized(value, locale);
  return typeof picked === 'string' ? picked : '';
}
