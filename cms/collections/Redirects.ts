import type { CollectionConfig } from 'payload';

import { publicContent } from '@/cms/collections/shared/access';
import { revalidateCollection } from '@/cms/hooks/revalidate';
import { TAGS } from '@/lib/content/tags';

/** Old path → new path, looked up by the not-found catch-all before answering 404 (spec §2). */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to'] },
  access: publicContent,
  hooks: revalidateCollection(TAGS.redirects),
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Old path without the language prefix, e.g. /old-page' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\/[^\s?#]*$/.test(value) ? true : 'Must be a path starting with /',
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: { description: 'New path (/new-page) or full https:// URL' },
      validate: (value: unknown) =>
        typeof value === 'string' && (/^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/.test(value))
          ? true
          : 'Must be a path starting with / or an http(s) URL',
    },
  ],
};
