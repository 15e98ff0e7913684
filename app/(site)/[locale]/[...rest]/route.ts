import { hasLocale } from 'next-intl';

import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { routing } from '@/i18n/routing';
import { findRedirect } from '@/lib/content/redirects';
import { notFoundScreenResponse } from '@/lib/routing/unroutable';

type Context = { params: Promise<{ locale: string; rest: string[] }> };

// Unknown paths are unbounded: answered per request, never cached as pages.
export const dynamic = 'force-dynamic';

/**
 * Any unknown path (spec §2): a match in the CMS redirect table redirects permanently,
 * otherwise 404 with the not-found screen. A route handler, not a page calling notFound(): Next
 * sends such a page as an empty document that JavaScript fills (vercel/next.js#62228), so the
 * screen comes prerendered from server.mjs instead (lib/routing/unroutable.ts).
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale: segment, rest } = await params;
  const locale: Locale = hasLocale(routing.locales, segment) ? segment : routing.defaultLocale;
  const path = '/' + rest.join('/');
  let target: string | null = null;
  try {
    target = await findRedirect(path);
  } catch (error) {
    console.error(new Error(`Redirect lookup failed for ${path}`, { cause: error }));
  }
  if (target) {
    // A relative Location (the request URL Next gives here names its internal host), with
    // anything outside printable ASCII percent-encoded, as a header must be.
    const location = target.startsWith('/') ? localizedPath(locale, target) : target;
    return new Response(null, {
      status: 308,
      headers: { Location: location.replace(/[^\x21-\x7E]+/g, (run) => encodeURI(run)) },
    });
  }
  return notFoundScreenResponse(locale);
}
