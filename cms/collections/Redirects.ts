import type { CollectionConfig } from 'payload';

import { publicContent } from '@/cms/collections/shared/access';
import { l } from '@/cms/collections/shared/labels';
import { revalidateCollection } from '@/cms/hooks/revalidate';
import { changeTags } from '@/lib/content/tags';

/** Old path → new path, looked up by the not-found catch-all before answering 404 (spec §2). */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: l('Redirect', 'การเปลี่ยนเส้นทาง'), plural: l('Redirects', 'การเปลี่ยนเส้นทาง') },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to'] },
  access: publicContent,
  hooks: revalidateCollection(changeTags.redirects),
  fields: [
    {
      name: 'from',
      label: l('Old path', 'พาธเดิม'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: l(
          'Old path without the language prefix, e.g. /old-page',
          'พาธเดิมโดยไม่มีรหัสภาษานำหน้า เช่น /old-page',
        ),
      },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\/[^\s?#]*$/.test(value) ? true : 'Must be a path starting with /',
    },
    {
      name: 'to',
      label: l('New path or address', 'พาธหรือที่อยู่ใหม่'),
      type: 'text',
      required: true,
      admin: {
        description: l('New path (/new-page) or full https:// URL', 'พาธใหม่ (/new-page) หรือ URL แบบเต็ม https://'),
      },
      validate: (value: unknown) =>
        typeof value === 'string' && (/^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/.test(value))
          ? true
          : 'Must be a path starting with / or an http(s) URL',
    },
  ],
};
