import type { CollectionConfig } from 'payload';

import { editorWrites, hiddenFromSupportOnly, readActiveOrEditor } from '@/cms/collections/shared/access';
import { isActiveField, typeSelectField } from '@/cms/collections/shared/fields';
import { l } from '@/cms/collections/shared/labels';
import { slugField } from '@/cms/collections/shared/validators';
import { translationStatusField } from '@/cms/admin/translation-status-field';
import { publishing, savedByField } from '@/cms/publishing';
import { previewFor } from '@/cms/publishing/preview-url';
import { changeTags } from '@/lib/content/tags';
import { POST_TYPES, type PostType } from '@/lib/content/types';

const postTypeLabels: Record<PostType, { en: string; th: string }> = {
  article: l('Article', 'บทความ'),
  news: l('News', 'ข่าว'),
  guide: l('Guide', 'คู่มือ'),
  'case-study': l('Case study', 'กรณีศึกษา'),
};

/** Blog articles (spec §3 "Blog"). Lists are newest first by publishedAt. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: { singular: l('Blog post', 'บทความ'), plural: l('Blog posts', 'บทความ') },
  admin: {
    useAsTitle: 'topic',
    defaultColumns: ['topic', 'path', 'category', 'isActive', 'publishedAt', 'translationStatus'],
    hidden: hiddenFromSupportOnly,
    preview: previewFor('posts'),
  },
  defaultSort: '-publishedAt',
  access: { read: readActiveOrEditor, ...editorWrites },
  ...publishing({ schedule: true }, changeTags.posts),
  fields: [
    { name: 'topic', label: l('Topic', 'หัวข้อ'), type: 'text', required: true, localized: true },
    {
      name: 'path',
      label: l('Path (URL slug)', 'พาธ (URL)'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: slugField,
      admin: { description: l('Lowercase a-z, 0-9 and hyphens: /blog/<path>', 'ตัวพิมพ์เล็ก a-z, 0-9 และขีดกลาง') },
    },
    {
      type: 'row',
      fields: [
        typeSelectField(POST_TYPES, 'article', (value) => postTypeLabels[value]),
        { name: 'category', label: l('Category', 'หมวดหมู่'), type: 'relationship', relationTo: 'categories' },
      ],
    },
    { name: 'cover', label: l('Cover image', 'ภาพปก'), type: 'upload', relationTo: 'media', localized: true },
    { name: 'body', label: l('Body', 'เนื้อหา'), type: 'richText', localized: true },
    {
      type: 'collapsible',
      label: l('Search engines', 'การแสดงผลบนเสิร์ชเอนจิน'),
      fields: [
        { name: 'metaTitle', label: l('Meta title', 'Meta title'), type: 'text', localized: true },
        {
          name: 'metaDescription',
          label: l('Meta description', 'Meta description'),
          type: 'textarea',
          localized: true,
        },
        { name: 'metaKeywords', label: l('Meta keywords', 'Meta keywords'), type: 'text', localized: true },
      ],
    },
    {
      name: 'publishedAt',
      label: l('Published at', 'วันที่เผยแพร่'),
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    isActiveField({ sidebar: true }),
    savedByField,
    translationStatusField(),
  ],
};
