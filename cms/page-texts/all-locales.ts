/**
 * One document's values per locale → the shape Payload's database adapter stores and its own writes
 * pass to it: every localized field an object of its values by locale, groups, tabs and list rows
 * followed into, everything else taken from the Thai values (pure, driven by the collection's fields).
 */
import type { FlattenedField } from 'payload';

import { locales, type Locale } from '@/i18n/locales';

type Data = Record<string, unknown>;
type Reader = (locale: Locale) => Data | undefined;

function asData(value: unknown): Data | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : undefined;
}

function merge(fields: readonly FlattenedField[], read: Reader): Data {
  const thai = read('th') ?? {};
  const out: Data = {};
  for (const field of fields) {
    if (!(field.name in thai)) continue;
    const at = (locale: Locale) => read(locale)?.[field.name];
    if ('localized' in field && field.localized) {
      out[field.name] = Object.fromEntries(
        locales.flatMap((locale) => (at(locale) === undefined ? [] : [[locale, at(locale)]])),
      );
    } else if (field.type === 'group' || field.type === 'tab') {
      out[field.name] = merge(field.flattenedFields, (locale) => asData(at(locale)));
    } else if (field.type === 'array') {
      const rows = Array.isArray(thai[field.name]) ? (thai[field.name] as unknown[]) : [];
      out[field.name] = rows.map((_, index) =>
        merge(field.flattenedFields, (locale) => {
          const list = at(locale);
          return Array.isArray(list) ? asData(list[index]) : undefined;
        }),
      );
    } else {
      out[field.name] = thai[field.name];
    }
  }
  return out;
}

export function allLocales(fields: readonly FlattenedField[], perLocale: Partial<Record<Locale, Data>>): Data {
  return merge(fields, (locale) => perLocale[locale]);
}
