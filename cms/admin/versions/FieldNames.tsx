/** "Title (English, 简体中文), Price": the fields a version changed, with the languages of translated ones. */
import { getTranslation } from '@payloadcms/translations';
import type { I18nClient } from '@payloadcms/translations';

import type { FieldChange } from '@/cms/admin/versions/changed-fields';
import { localeNames, locales as localeOrder, type Locale } from '@/i18n/locales';

export function fieldLabel(change: FieldChange, i18n: I18nClient): string {
  const { field } = change;
  const label = 'label' in field && field.label ? getTranslation(field.label as never, i18n) : field.name;
  return typeof label === 'string' ? label : field.name;
}

export function changeText(change: FieldChange, i18n: I18nClient): string {
  const label = fieldLabel(change, i18n);
  if (!change.locales) return label;
  const names = localeOrder
    .filter((locale) => change.locales?.includes(locale))
    .map((locale: Locale) => localeNames[locale]);
  return `${label} (${names.join(', ')})`;
}
