import type { CollectionConfig } from 'payload';

import { editorWrites, hiddenFromSupportOnly, readActiveOrEditor } from '@/cms/collections/shared/access';
import { isActiveField } from '@/cms/collections/shared/fields';
import { l } from '@/cms/collections/shared/labels';
import { hexColorField } from '@/cms/collections/shared/validators';
import { translationStatusField } from '@/cms/admin/translation-status-field';
import { publishing, savedByField } from '@/cms/publishing';
import { previewFor } from '@/cms/publishing/preview-url';
import { TAGS } from '@/lib/content/tags';

/** Blog categories (spec §3 "Blog category"). */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: l('Blog category', 'หมวดหมู่บทความ'), plural: l('Blog categories', 'หมวดหมู่บทความ') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'color', 'isActive', 'translationStatus'],
    hidden: hiddenFromSupportOnly,
    preview: previewFor('categories'),
  },
  access: { read: readActiveOrEditor, ...editorWrites },
  // Posts show their category's name and colour.
  ...publishing({}, TAGS.categories, TAGS.posts),
  fields: [
    { name: 'name', label: l('Name', 'ชื่อหมวดหมู่'), type: 'text', required: true, localized: true },
    {
      name: 'color',
      label: l('Colour', 'สี'),
      type: 'text',
      required: true,
      defaultValue: '#1a73e8',
      validate: hexColorField,
      admin: { description: l('Hex colour, e.g. #1a73e8', 'รหัสสี เช่น #1a73e8') },
    },
    isActiveField(),
    savedByField,
    translationStatusField(),
  ],
};
