import path from 'node:path';

import type { CollectionConfig } from 'payload';

import { translationStatusField } from '@/cms/admin/translation-status-field';
import { mediaAccess } from '@/cms/collections/shared/access';
import { l } from '@/cms/collections/shared/labels';
import { missingFileIs404 } from '@/cms/media-not-found';
import { revalidateCollection } from '@/cms/hooks/revalidate';
import { changeTags } from '@/lib/content/tags';

/**
 * Where uploads are stored: data/media by default (git-ignored; the seed regenerates its own
 * images). MEDIA_DIR overrides it (tests use a temporary directory).
 */
export function mediaDir(): string {
  // Read at run time, never traced into the build output (else Turbopack traces the whole project).
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.MEDIA_DIR || 'data/media');
}

const imageSizes = [
  { name: 'thumbnail', width: 400, withoutEnlargement: true },
  { name: 'card', width: 800, withoutEnlargement: true },
  { name: 'hero', width: 1600, withoutEnlargement: true },
];

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: l('Image', 'รูปภาพ'), plural: l('Images', 'รูปภาพ') },
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'updatedAt', 'translationStatus'] },
  // Files are public by URL (/api/media/file/<name>); the list and records need an editor's session.
  access: mediaAccess,
  hooks: revalidateCollection(changeTags.media),
  upload: {
    staticDir: mediaDir(),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes,
    // A name no image has, or a file missing on disk: 404, not Payload's 500 (S3_BUCKET: the plugin's own 404).
    handlers: [
      missingFileIs404(
        imageSizes.map(({ name }) => name),
        mediaDir,
        () => !process.env.S3_BUCKET,
      ),
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
