import path from 'node:path';

import type { CollectionConfig } from 'payload';

import { translationStatusField } from '@/cms/admin/translation-status-field';
import { publicContent } from '@/cms/collections/shared/access';
import { l } from '@/cms/collections/shared/labels';
import { revalidateCollection } from '@/cms/hooks/revalidate';
import { TAGS } from '@/lib/content/tags';

/**
 * Where uploads are stored: data/media by default (git-ignored; the seed regenerates its own
 * images). MEDIA_DIR overrides it (tests use a temporary directory).
 */
export function mediaDir(): string {
  return path.resolve(process.cwd(), process.env.MEDIA_DIR || 'data/media');
}

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: l('Image', 'รูปภาพ'), plural: l('Images', 'รูปภาพ') },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'updatedAt', 'translationStatus'] },
  // Images are public (the site shows them); served from /api/media/file/<name>.
  access: publicContent,
  hooks: revalidateCollection(TAGS.posts, TAGS.promotions, TAGS.customers, TAGS.popups, TAGS.pages, TAGS.legalPages),
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, withoutEnlargement: true },
      { name: 'card', width: 800, withoutEnlargement: true },
      { name: 'hero', width: 1600, withoutEnlargement: true },
    ],
  },
  fields: [
    {
      name: 'alt',
      label: l('Alternative text', 'ข้อความแทนรูป'),
      type: 'text',
      required: true,
      localized: true,
      admin: { description: l('What the image shows, for screen readers', 'อธิบายภาพสำหรับโปรแกรมอ่านหน้าจอ') },
    },
    translationStatusField(),
  ],
};
