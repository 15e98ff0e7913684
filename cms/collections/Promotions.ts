import type { CollectionConfig } from 'payload';

import { editorWrites, hiddenFromSupportOnly, readRunningOrEditor } from '@/cms/collections/shared/access';
import { windowEnd } from '@/cms/collections/shared/date-window';
import { isActiveField } from '@/cms/collections/shared/fields';
import { l } from '@/cms/collections/shared/labels';
import { publicationStateField } from '@/cms/admin/state/state-field';
import { timeWindow } from '@/cms/admin/state/time-window';
import { translationStatusField } from '@/cms/admin/translation-status-field';
import { publishing, savedByField } from '@/cms/publishing';
import { previewFor } from '@/cms/publishing/preview-url';
import { changeTags } from '@/lib/content/tags';

/** Promotion codes (spec §3): shown while isActive and startDate <= now <= endDate. */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  labels: { singular: l('Promotion', 'โปรโมชัน'), plural: l('Promotions', 'โปรโมชัน') },
  admin: {
    useAsTitle: 'code',
    defaultColumns: ['code', 'title', 'publicationState', 'startDate', 'endDate', 'translationStatus'],
    hidden: hiddenFromSupportOnly,
    preview: previewFor('promotions'),
  },
  defaultSort: '-startDate',
  // Shown on the site between these dates (lib/content/rules.ts): the admin's state column and timeline read
  // it, and a job at each start and end changes the pages (cms/jobs/boundaries.ts).
  ...timeWindow({ start: 'startDate', end: 'endDate' }),
  access: { read: readRunningOrEditor, ...editorWrites },
  ...publishing({ schedule: true }, changeTags.promotions),
  fields: [
    {
      name: 'code',
      label: l('Code', 'โค้ด'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Z0-9][A-Z0-9_-]{2,31}$/.test(value)
          ? true
          : 'Uppercase A-Z, 0-9, - and _ (3 to 32 characters)',
      admin: { description: l('Stored in uppercase', 'เก็บเป็นตัวพิมพ์ใหญ่') },
    },
    { name: 'title', label: l('Title', 'หัวข้อ'), type: 'text', required: true, localized: true },
    { name: 'description', label: l('Description', 'รายละเอียด'), type: 'textarea', localized: true },
    { name: 'image', label: l('Image', 'รูปภาพ'), type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          label: l('Starts', 'เริ่ม'),
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'endDate',
          label: l('Ends', 'สิ้นสุด'),
          type: 'date',
          required: true,
          index: true,
          ...windowEnd('startDate', { date: { pickerAppearance: 'dayAndTime' } }),
        },
      ],
    },
    isActiveField({ sidebar: true }),
    publicationStateField(),
    savedByField,
    translationStatusField(),
  ],
};
