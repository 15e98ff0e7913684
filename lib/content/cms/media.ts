/** Uploads of the CMS (`media` collection) → the domain's ImageRef (pure). */
import type { Locale } from '@/i18n/locales';
import type { AllLocales } from '@/lib/content/cms/all-locales';
import { pickText } from '@/lib/content/localize';
import type { ImageRef } from '@/lib/content/types';

export type MediaDoc = AllLocales<'media'>;
/** A populated upload with a file and its size (a bare id, or a file without size, counts as missing). */
export function isMedia(value: unknown): value is MediaDoc & { filename: string; width: number; height: number } {
  if (typeof value !== 'object' || value === null) return false;
  const media = value as Partial<Record<keyof MediaDoc, unknown>>;
  return typeof media.filename === 'string' && typeof media.width === 'number' && typeof media.height === 'number';
}

/** Public URL of an upload: always site-relative, whatever SERVER_URL is. */
function mediaUrl(filename: string): string {
  return `/api/media/file/${encodeURIComponent(filename)}`;
}

export function mediaToImage(value: unknown, locale: Locale, altOverride?: string): ImageRef | null {
  if (!isMedia(value) || !value.filename || !value.width || !value.height) return null;
  return {
    url: mediaUrl(value.filename),
    width: value.width,
    height: value.height,
    alt: altOverride ?? pickText(value.alt, locale),
  };
}
