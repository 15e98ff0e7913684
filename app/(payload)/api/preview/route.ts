/**
 * GET /api/preview?path=<public path>[&doc=<slug>[:<id>]]: the admin's Preview button and Live
 * Preview. With a staff session that may publish (admin, editor) it turns on Next's draft mode for
 * this browser and opens the page, which then shows drafts (lib/content/preview.ts); `doc` names the
 * document previewed, kept for the preview bar (cms/publishing/preview-doc.ts). Without a session it
 * enables nothing: browsers are sent to the sign-in, other clients get 401; support staff get 403.
 */
import { cookies, draftMode } from 'next/headers';

import { editsContent } from '@/cms/access';
import { parsePreviewDoc, PREVIEW_DOC_COOKIE } from '@/cms/publishing/preview-doc';
import { payloadClient } from '@/lib/content/payload';
import { previewTarget } from '@/lib/content/preview-path';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

function answer(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: PRIVATE });
}

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = previewTarget(url.searchParams.get('path'));
  if (!target) return answer(400, 'path must be a page of this site, e.g. /en/packages');

  const payload = await payloadClient();
  const { user } = await payload.auth({ headers: request.headers });
  if (!user) {
    if ((request.headers.get('accept') ?? '').includes('text/html')) {
      const login = `/admin/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;
      return new Response(null, { status: 303, headers: { ...PRIVATE, Location: login } });
    }
    return answer(401, 'Sign in to the admin to preview');
  }
  if (!editsContent(user)) return answer(403, 'Your role may not preview unpublished content');

  (await draftMode()).enable();
  const doc = url.searchParams.get('doc');
  const jar = await cookies();
  if (doc && parsePreviewDoc(doc)) {
    jar.set(PREVIEW_DOC_COOKIE, doc, { httpOnly: true, sameSite: 'lax', path: '/', secure: url.protocol === 'https:' });
  } else {
    jar.delete(PREVIEW_DOC_COOKIE);
  }
  return new Response(null, { status: 307, headers: { ...PRIVATE, Location: target } });
}
