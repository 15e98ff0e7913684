import 'server-only';

/**
 * Staff previews: Next's draft mode (turned on by /api/preview after checking the session) makes a
 * static page render per request for that browser only. Content is read as drafts only while the
 * browser also still has a valid staff session: when the session has expired, the page falls back
 * to what is published, and the draft mode cookie alone shows nothing unpublished.
 */
import { draftMode, headers } from 'next/headers';
import { cache } from 'react';

import { editsContent } from '@/cms/access';
import { payloadClient } from '@/lib/content/payload';

/**
 * Whether the browser asked for draft mode. Next refuses the question where there is no request
 * (generateStaticParams at build time, scripts, tests): there is no preview there either.
 */
export async function draftModeRequested(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/** The staff member of the request's session who may preview, or null. Once per request. */
export const previewUser = cache(async () => {
  const payload = await payloadClient();
  const { user } = await payload.auth({ headers: await headers() });
  return editsContent(user) ? user : null;
});

/** True while this request shows drafts: draft mode on and a staff session that may preview. */
export async function isPreviewing(): Promise<boolean> {
  if (!(await draftModeRequested())) return false;
  return (await previewUser()) !== null;
}
