/**
 * Which localized values of a document read with `locale: 'all'` are empty, as "path locale"
 * strings. Walks Payload's field config: named fields, arrays (per row), groups, rows,
 * collapsibles and tabs.
 */
import type { Field } from 'payload';

import { locales } from '@/i18n/locales';

type Doc = Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function subFields(field: Field): Field[] | null {
  if ('fields' in field && Array.isArray(field.fields)) return field.fields;
  return null;
}

export function missingTranslations(fields: readonly Field[], document: object, prefix = ''): string[] {
  const doc = document as Doc;
  const missing: string[] = [];
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const named = 'name' in tab && tab.name;
        const inner = named ? ((doc[tab.name] as Doc | undefined) ?? {}) : doc;
        missing.push(...missingTranslations(tab.fields, inner, named ? `${prefix}${tab.name}.` : prefix));
      }
      continue;
    }
    const name = 'name' in field ? field.name : null;
    const children = subFields(field);
    if (!name) {
      if (children) missing.push(...missingTranslations(children, doc, prefix));
      continue;
    }
    const path = `${prefix}${name}`;
    if ('localized' in field && field.localized) {
      const values = (doc[name] ?? {}) as Record<string, unknown>;
      for (const locale of locales) if (isEmpty(values[locale])) missing.push(`${path} ${locale}`);
    } else if (field.type === 'array' && children) {
      for (const [index, row] of ((doc[name] as Doc[] | undefined) ?? []).entries()) {
        missing.push(...missingTranslations(children, row, `${path}.${index}.`));
      }
    } else if (field.type === 'group' && children) {
      missing.push(...missingTranslations(children, (doc[name] as Doc | undefined) ?? {}, `${path}.`));
    }
  }
  return missing;
}
