import type { CheckboxField, SelectField } from 'payload';

import { l } from '@/cms/collections/shared/labels';

/**
 * The isActive flag of spec §3: the site shows only active items (lib/content/rules.ts). The
 * options keep each collection's migrated schema: `index` where the database filters by it,
 * `sidebar` where the admin shows it beside the form.
 */
export function isActiveField({ defaultValue = true, index = true, sidebar = false } = {}): CheckboxField {
  return {
    name: 'isActive',
    label: l('Active', 'เปิดใช้งาน'),
    type: 'checkbox',
    defaultValue,
    ...(index ? { index: true } : {}),
    ...(sidebar ? { admin: { position: 'sidebar' } } : {}),
  };
}

type Label = string | { en: string; th: string };

/**
 * The required `type` select of a record, its options built from a list of the domain
 * (lib/content/types.ts), so the CMS and the site never disagree on the values.
 */
export function typeSelectField<Value extends string>(
  values: readonly Value[],
  defaultValue: Value,
  labelOf: (value: Value) => Label = (value) => value,
): SelectField {
  return {
    name: 'type',
    label: l('Type', 'ประเภท'),
    type: 'select',
    required: true,
    defaultValue,
    options: values.map((value) => ({ label: labelOf(value), value })),
  };
}
