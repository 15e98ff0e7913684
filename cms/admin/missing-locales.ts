/**
 * Which languages of a document still lack a translation, so staff can see them in the admin: a
 * localized field that has a value in the default language (Thai) and none in another language
 * makes that language missing. The site falls back along lib/content/localize.ts's chain, which
 * is a safety net, not how a page should normally be read.
 */
import type { FlattenedField } from 'payload';

import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { isPresent } from '@/lib/content/localize';
import { hasRichText } from '@/lib/content/richtext';

const TRANSLATABLE = new Set(['text', 'textarea', 'richText', 'upload']);

function present(field: FlattenedField, value: unknown): boolean {
  return field.type === 'richText' ? hasRichText(value) : isPresent(value);
}

function collect(doc: Record<string, unknown>, fields: readonly FlattenedField[], missing: Set<Locale>): void {
  for (const field of fields) {
    const value = doc[field.name];
    if (field.type === 'array' && Array.isArray(value)) {
      // Rows of an array (contact channels, bank accounts) have localized fields of their own.
      for (const row of value) if (row && typeof row === 'object') collect(row, field.flattenedFields, missing);
      continue;
    }
    if ((field.type === 'group' || field.type === 'tab') && !field.localized && value && typeof value === 'object') {
      // Named groups and tabs (the sections of a page) hold their fields in an object of their own.
      collect(value as Record<string, unknown>, field.flattenedFields, missing);
      continue;
    }
    if (!('localized' in field) || !field.localized || !TRANSLATABLE.has(field.type)) continue;
    if (!value || typeof value !== 'object') continue;
    const byLocale = value as Partial<Record<Locale, unknown>>;
    if (!present(field, byLocale[defaultLocale])) continue;
    for (const locale of locales) if (!present(field, byLocale[locale])) missing.add(locale);
  }
}

/** Languages (never the default one) missing at least one translation, in the locale list's order. */
export function missingLocales(doc: Record<string, unknown>, fields: readonly FlattenedField[]): Locale[] {
  const missing = new Set<Locale>();
  collect(doc, fields, missing);
  return locales.filter((locale) => missing.has(locale));
}
