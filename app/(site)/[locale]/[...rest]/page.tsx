import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';

import { routeLocale } from '@/i18n/server';
import { localizedPath } from '@/i18n/paths';
import { findRedirect } from '@/lib/content/redirects';
import { NOT_FOUND_TITLE } from '@/lib/routes';

type Props = { params: Promise<{ locale: string; rest: string[] }> };

// Rendered per request: unknown paths are unbounded, and caching each one would let anyone
// fill the page cache. The redirect lookup itself is cached and tagged.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: { absolute: NOT_FOUND_TITLE } };

function pathOf(rest: string[]): string {
  return '/' + rest.join('/');
}

/** Any unknown path: a match in the CMS redirect table redirects (spec §2), otherwise 404. */
export default async function CatchAll({ params }: Props) {
  const locale = await routeLocale(params.then(({ locale }) => ({ locale })));
  const { rest } = await params;
  const path = pathOf(rest);

  let target: string | null = null;
  try {
    target = await findRedirect(path);
  } catch (error) {
    console.error(new Error(`Redirect lookup failed for ${path}`, { cause: error }));
  }
  if (target) permanentRedirect(target.startsWith('/') ? localizedPath(locale, target) : target);
  notFound();
}
