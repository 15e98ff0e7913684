/**
 * GET /api/preview/exit: leaves draft mode (the preview bar's link) and goes back to the page the
 * staff member was on, now as visitors see it. Works with or without a session.
 */
import { cookies, draftMode } from 'next/headers';

import { PREVIEW_DOC_COOKIE } from '@/cms/publishing/preview-doc';
import { previewTarget } from '@/lib/content/preview-path';

export const dynamic = 'force-dynamic';

function returnPath(request: Request): string {
  const url = new URL(request.url);
  const fromQuery = previewTarget(url.searchParams.get('path'));
  if (fromQuery) return fromQuery;
  const referer = request.headers.get('referer');
  if (referer) {
    const from = new URL(referer, url);
    if (from.origin === url.origin) return previewTarget(from.pathname + from.search) ?? '/';
  }
  return '/';
}

export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_DOC_COOKIE);
  return new Response(null, {
    status: 307,
    headers: { 'Cache-Control': 'private, no-store', Location: returnPath(request) },
  });
}
