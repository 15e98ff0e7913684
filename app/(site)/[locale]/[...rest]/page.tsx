import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';

import { notFoundMetadata } from '@/components/page/NotFoundView';
import { localizedPath } from '@/i18n/paths';
import { routeLocale } from '@/i18n/server';
import { findRedirect } from '@/lib/content/redirects';

type Props = { params: Promise<{ locale: string; rest: string[] }> };

// Unknown paths are unbounded: none is prerendered. Each renders on request the way a static page does,
// so Next's own not-found boundary ([locale]/not-found.tsx) is rendered on the server, and the page
// cache keeps none of them (lib/server/page-policy.mjs stores pages that answered 200 only).
export const dynamicParams = true;
// What a shared cache (a CDN) may keep of a 404 or a redirect: a second, so that a page published later at
// that path, or a change to the redirect table, reaches every visitor at once.
export const revalidate = 1;
export function generateStaticParams(): Array<{ rest: string[] }> {
  return [];
}

export const metadata: Metadata = notFoundMetadata;

/**
 * Any unknown path (spec §2): a match in the CMS redirect table redirects permanently (308, a full
 * redirect to the new path), otherwise 404 with the not-found screen in the path's language.
 */
export default async function UnknownPath({ params }: Props) {
  const locale = await routeLocale(params.then(({ locale }) => ({ locale })));
  const path = '/' + (await params).rest.join('/');
  let target: string | null = null;
  try {
    target = await findRedirect(path);
  } catch (error) {
    console.error(new Error(`Redirect lookup failed for ${path}`, { cause: error }));
  }
  if (!target) notFound();
  const location = target.startsWith('/') ? localizedPath(locale, target) : target;
  // Anything outside printable ASCII percent-encoded, as a Location header must be.
  permanentRedirect(location.replace(/[^\x21-\x7E]+/g, (run) => encodeURI(run)));
}
