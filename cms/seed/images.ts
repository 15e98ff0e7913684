/**
 * Seed images, drawn here as SVG and rendered to PNG with sharp at seed time (nothing is
 * downloaded, nothing binary is committed). Text is Latin only: the renderer's fonts have no Thai.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Payload } from 'payload';
import sharp from 'sharp';

import { escapeHtml as esc } from '@/lib/format/html';

export type SeedImage = {
  /** File name without extension; the natural key of the media document. */
  key: string;
  svg: string;
  alt: { th: string; en: string };
};

const FONT = "font-family='DejaVu Sans, Liberation Sans, Arial, sans-serif'";

/** 1600×900 article cover: gradient, title, a phone with message bubbles. */
export function coverSvg(title: string, kicker: string, from: string, to: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='1600' height='900' viewBox='0 0 1600 900'>
  <defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>
  <rect width='1600' height='900' fill='url(#g)'/>
  <circle cx='1380' cy='120' r='260' fill='#ffffff' opacity='0.08'/>
  <circle cx='120' cy='860' r='220' fill='#ffffff' opacity='0.06'/>
  <g transform='translate(1080 170)'>
    <rect width='340' height='600' rx='44' fill='#0b1b33' opacity='0.85'/>
    <rect x='22' y='60' width='296' height='480' rx='16' fill='#ffffff'/>
    <rect x='44' y='96' width='210' height='64' rx='20' fill='${from}'/>
    <rect x='86' y='186' width='210' height='84' rx='20' fill='#e8eef9'/>
    <rect x='44' y='296' width='180' height='64' rx='20' fill='${from}'/>
    <rect x='104' y='386' width='192' height='64' rx='20' fill='#e8eef9'/>
  </g>
  <text x='110' y='330' ${FONT} font-size='40' font-weight='bold' fill='#ffffff' opacity='0.85'>${esc(kicker)}</text>
  <text x='110' y='440' ${FONT} font-size='84' font-weight='bold' fill='#ffffff'>${esc(title)}</text>
  <text x='110' y='780' ${FONT} font-size='36' fill='#ffffff' opacity='0.9'>SabaiSMS</text>
</svg>`;
}

/** 480×240 customer logo: a coloured mark with initials and the name. */
export function logoSvg(name: string, color: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns='http://www.w3.org/2000/svg' width='480' height='240' viewBox='0 0 480 240'>
  <rect width='480' height='240' fill='#ffffff'/>
  <rect x='32' y='64' width='112' height='112' rx='28' fill='${color}'/>
  <text x='88' y='136' text-anchor='middle' ${FONT} font-size='44' font-weight='bold' fill='#ffffff'>${esc(initials)}</text>
  <text x='168' y='132' ${FONT} font-size='30' font-weight='bold' fill='#1f2937'>${esc(name)}</text>
</svg>`;
}

/** 1200×675 promotion banner with the code. */
export function promoSvg(headline: string, code: string, color: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='1200' height='675' viewBox='0 0 1200 675'>
  <rect width='1200' height='675' fill='${color}'/>
  <circle cx='1080' cy='80' r='220' fill='#ffffff' opacity='0.1'/>
  <text x='80' y='260' ${FONT} font-size='72' font-weight='bold' fill='#ffffff'>${esc(headline)}</text>
  <rect x='80' y='340' width='520' height='120' rx='24' fill='#ffffff'/>
  <text x='340' y='422' text-anchor='middle' ${FONT} font-size='60' font-weight='bold' fill='${color}'>${esc(code)}</text>
  <text x='80' y='590' ${FONT} font-size='32' fill='#ffffff' opacity='0.9'>SabaiSMS</text>
</svg>`;
}

/** 800×800 site popup. */
export function popupSvg(headline: string, line: string, color: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='800' viewBox='0 0 800 800'>
  <rect width='800' height='800' rx='32' fill='${color}'/>
  <circle cx='400' cy='250' r='130' fill='#ffffff' opacity='0.15'/>
  <text x='400' y='290' text-anchor='middle' ${FONT} font-size='120' font-weight='bold' fill='#ffffff'>SMS</text>
  <text x='400' y='480' text-anchor='middle' ${FONT} font-size='64' font-weight='bold' fill='#ffffff'>${esc(headline)}</text>
  <text x='400' y='570' text-anchor='middle' ${FONT} font-size='36' fill='#ffffff'>${esc(line)}</text>
</svg>`;
}

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
  await payload.update({ collection: 'media', id: created.id, locale: 'en', data: { alt: image.alt.en }, context });
  return { id: created.id, created: true };
}
