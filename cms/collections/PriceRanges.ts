import type { CollectionConfig } from 'payload';

import { editorWrites, hiddenFromSupportOnly, readActiveOrEditor } from '@/cms/collections/shared/access';
import { isActiveField } from '@/cms/collections/shared/fields';
import { l } from '@/cms/collections/shared/labels';
import { positiveInteger } from '@/cms/collections/shared/validators';
import { publishing, savedByField } from '@/cms/publishing';
import { previewFor } from '@/cms/publishing/preview-url';
import { changeTags } from '@/lib/content/tags';

/** Price per message by number of credits, for the custom package calculator. */
export const PriceRanges: CollectionConfig = {
  slug: 'price-ranges',
  labels: { singular: l('Price range', 'ช่วงราคา'), plural: l('Price ranges', 'ช่วงราคา') },
  admin: {
    useAsTitle: 'minCredits',
    defaultColumns: ['minCredits', 'maxCredits', 'pricePerMessage', 'isActive'],
    hidden: hiddenFromSupportOnly,
    preview: previewFor('price-ranges'),
  },
  defaultSort: 'minCredits',
  access: { read: readActiveOrEditor, ...editorWrites },
  ...publishing({}, changeTags['price-ranges']),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'minCredits',
          label: l('From credits', 'ตั้งแต่ (เครดิต)'),
          type: 'number',
          required: true,
          validate: positiveInteger,
        },
        {
          name: 'maxCredits',
          label: l('To credits (empty = no limit)', 'ถึง (เครดิต, ว่าง = ไม่จำกัด)'),
          type: 'number',
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            if (value === null || value === undefined) return true;
            if (typeof value !== 'number' || !Number.isSafeInteger(value)) return 'Must be a whole number';
            const min = siblingData.minCredits;
            return typeof min === 'number' && value < min ? 'Must not be below "from credits"' : true;
          },
        },
        {
          name: 'pricePerMessage',
          label: l('Price per message (baht)', 'ราคาต่อข้อความ (บาท)'),
          type: 'number',
          required: true,
          min: 0,
        },
      ],
    },
    isActiveField(),
    savedByField,
  ],
};
