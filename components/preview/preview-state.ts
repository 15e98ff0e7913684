import 'server-only';

/**
 * What the preview bar says: whether the document staff are previewing (the one they opened the
 * preview from, cms/publishing/preview-doc.ts) is published as it was last saved, is a draft, or is
 * not known (a preview opened by hand).
 */
import { cookies } from 'next/headers';

import { parsePreviewDoc, PREVIEW_DOC_COOKIE, previewDocPublished } from '@/cms/publishing/preview-doc';
import { payloadClient } from '@/lib/content/payload';

export type PreviewState = 'published' | 'draft' | 'unknown';

export async function previewState(): Promise<PreviewState> {
  const ref = parsePreviewDoc((await cookies()).get(PREVIEW_DOC_COOKIE)?.value);
  if (!ref) return 'unknown';
  const published = await previewDocPublished(await payloadClient(), ref);
  return published === null ? 'unknown' : published ? 'published' : 'draft';
}
