/**
 * Seed images: the SVG artwork of ./svg.ts rendered to PNG with sharp at seed time (nothing is
 * downloaded, nothing binary is committed), uploaded once with its alt text in every language.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Payload } from 'payload';
import sharp from 'sharp';

import { locales } from '@/i18n/locales';

import type { Text } from './data/types';

export type SeedImage = {
  /** File name without extension; the natural key of the media document. */
  key: string;
  svg: string;
  alt: Text;
};

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

type MediaDoc = {
  id: number | string;
  filename?: string | null;
  sizes?: Record<string, { filename?: string | null; width?: number | null } | undefined> | null;
};

/** Re-creates the files of an existing media document when they are missing on disk. */
async function restoreFiles(doc: MediaDoc, image: SeedImage, dir: string): Promise<boolean> {
  if (!doc.filename || fs.existsSync(path.join(dir, doc.filename))) return false;
  fs.mkdirSync(dir, { recursive: true });
  const original = await renderPng(image.svg);
  fs.writeFileSync(path.join(dir, doc.filename), original);
  for (const size of Object.values(doc.sizes ?? {})) {
    if (!size?.filename || !size.width) continue;
    await sharp(original)
      .resize({ width: size.width, withoutEnlargement: true })
      .png()
      .toFile(path.join(dir, size.filename));
  }
  return true;
}

export type ImageResult = { id: number | string; created: boolean };

/**
 * Uploads live outside git (data/media): after a fresh checkout or a wiped media directory the
 * documents remain but their files are gone. This re-renders the files of every seed image whose
 * document exists, without touching the documents. Returns how many were restored.
 */
export async function restoreImageFiles(payload: Payload, images: readonly SeedImage[], dir: string): Promise<number> {
  let restored = 0;
  for (const image of images) {
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { equals: `${image.key}.png` } },
      limit: 1,
      depth: 0,
      pagination: false,
    });
    const existing = docs[0] as MediaDoc | undefined;
    if (existing && (await restoreFiles(existing, image, dir))) restored += 1;
  }
  return restored;
}

/** The media document of a seed image: found by file name, else rendered and uploaded. */
export async function ensureImage(payload: Payload, image: SeedImage, dir: string): Promise<ImageResult> {
  const filename = `${image.key}.png`;
  const context = { disableRevalidate: true };
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    pagination: false,
    context,
  });
  const existing = docs[0] as MediaDoc | undefined;
  if (existing) return { id: existing.id, created: false };

  // A file left on disk without its document would make Payload rename the upload (x-1.png) and
  // break the natural key; it is ours (seed- prefix), so it is replaced.
  const stale = path.join(dir, filename);
  if (fs.existsSync(stale)) fs.unlinkSync(stale);

  const data = await renderPng(image.svg);
  const created = await payload.create({
    collection: 'media',
    locale: 'th',
    data: { alt: image.alt.th },
    file: { data, mimetype: 'image/png', name: filename, size: data.length },
    context,
  });
  for (const locale of locales.filter((code) => code !== 'th')) {
    await payload.update({ collection: 'media', id: created.id, locale, data: { alt: image.alt[locale] }, context });
  }
  return { id: created.id, created: true };
}
