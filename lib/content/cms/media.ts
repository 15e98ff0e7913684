/** Uploads of the CMS (`media` collection) → the domain's ImageRef (pure). */
import type { Locale } from '@/i18n/locales';
import { isObject, text } from '@/lib/content/cms/localized';
import type { RawMedia } from '@/lib/content/cms/raw';
import type { ImageRef } from '@/lib/content/types';

/** A populated upload (an unpopulated relation, a bare id, counts as missing). */
export function isMedia(value: unknown): value is RawMedia {
  return isObject(value) && typeof value.filename === 'string' && typeof value.width === 'number';
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
    alt: altOverride ?? text(value.alt, locale),
  };
}
