import type { CheckboxField } from 'payload';

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
