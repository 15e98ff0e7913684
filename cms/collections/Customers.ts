import type { CollectionConfig } from 'payload';

import { hiddenFromSupportOnly, publishedContent } from '@/cms/collections/shared/access';
import { l } from '@/cms/collections/shared/labels';
import { publishing, savedByField } from '@/cms/publishing';
import { previewFor } from '@/cms/publishing/preview-url';
import { changeTags } from '@/lib/content/tags';

/** "Our customers" logos (spec §3 "Customer"). */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: l('Customer', 'ลูกค้า'), plural: l('Customers', 'ลูกค้าของเรา') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'logo', 'sortOrder'],
    hidden: hiddenFromSupportOnly,
    preview: previewFor('customers'),
  },
  defaultSort: 'sortOrder',
  access: publishedContent,
  ...publishing({}, changeTags.customers),
  fields: [
    { name: 'name', label: l('Name', 'ชื่อ'), type: 'text', required: true, unique: true, index: true },
    { name: 'logo', label: l('Logo', 'โลโก้'), type: 'upload', relationTo: 'media', required: true },
    { name: 'sortOrder', label: l('Sort order', 'ลำดับ'), type: 'number', defaultValue: 0 },
    savedByField,
  ],
};
