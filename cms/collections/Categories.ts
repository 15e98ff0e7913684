import type { CollectionConfig } from 'payload';

import { editorWrites, hiddenFromSupportOnly, readActiveOrEditor } from '@/cms/collections/shared/access';
import { isActiveField } from '@/cms/collections/shared/fields';
import { l } from '@/cms/collections/shared/labels';
import { slugFromEnglishName } from '@/cms/collections/shared/slug';
import { hexColorField, slugField } from '@/cms/collections/shared/validators';
import { translationStatusField } from '@/cms/admin/translation-status-field';
import { publishing, savedByField } from '@/cms/publishing';
import { previewFor } from '@/cms/publishing/preview-url';
import { changeTags } from '@/lib/content/tags';

/** Blog categories (spec §3 "Blog category"). */
export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: l('Blog category', 'หมวดหมู่บทความ'), plural: l('Blog categories', 'หมวดหมู่บทความ') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'color', 'isActive', 'translationStatus'],
    hidden: hiddenFromSupportOnly,
    preview: previewFor('categories'),
  },
  access: { read: readActiveOrEditor, ...editorWrites },
  // Posts show their category's name and colour.
  ...publishing({}, changeTags.categories),
  fields: [
    { name: 'name', label: l('Name', 'ชื่อหมวดหมู่'), type: 'text', required: true, localized: true },
    {
      name: 'slug',
      label: l('Slug (URL)', 'สลัก (URL)'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: slugField,
      hooks: { beforeValidate: [slugFromEnglishName] },
      admin: {
        description: l(
          'Lowercase a-z, 0-9 and hyphens: /blog/category/<slug> in every language. Left empty, it is made from the English name.',
          'ตัวพิมพ์เล็ก a-z, 0-9 และขีดกลาง ใช้ใน /blog/category/<slug> ทุกภาษา ถ้าเว้นว่างจะสร้างจากชื่อภาษาอังกฤษ',
        ),
      },
    },
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
