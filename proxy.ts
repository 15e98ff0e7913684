/**
 * The app's middleware (Next 16 calls it `proxy.ts`; it always runs on Node.js).
 * Order: skip CMS/API/framework/files, Thai-prefix and admin redirects, then next-intl,
 * then the URL-tracking cookie.
 */
import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';

import type { Locale } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { rawCookie, UTM_COOKIE, UTM_COOKIE_MAX_AGE, utmCookieValue } from '@/lib/contact/attribution';
import { localizedPath } from '@/i18n/paths';
import { DRAFT_MODE_COOKIE } from '@/lib/routing/draft-mode.mjs';
import { isPagePath, isRoutablePath } from '@/lib/routing/paths.mjs';
import {
  TRACKING_COOKIE,
  TRACKING_COOKIE_MAX_AGE,
  adminUnderLocaleTarget,
  canonicalPathTarget,
  localeOfPath,
  splitLocalePrefix,
  trackingCookieValue,
} from '@/lib/routing/proxy-rules';
import { redirectTarget } from '@/lib/routing/redirect-lookup';
import { isSitePageShape } from '@/lib/routing/site-pages';
import { unroutablePathResponse } from '@/lib/routing/unroutable';
import { nonceRequestPolicy, rendersPerRequest } from '@/lib/security/request-policy';

const intl = createMiddleware(routing);

function redirectTo(request: NextRequest, pathname: string): NextResponse {
  // A plain URL: NextURL would put back the trailing slash this redirect removes.
  const url = new URL(request.url);
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

/**
 * A path shaped like none of the site's pages (lib/routing/site-pages.ts): the new path of the CMS redirect
 * table (spec §2: a full, permanent redirect), or else the prerendered not-found screen of its language,
 * answered 404. The screen comes from Next's page cache like any page, whole and with its policy.
 */
async function unknownPathResponse(request: NextRequest, locale: Locale, path: string, headers: Headers) {
  const target = await redirectTarget(decodeURIComponent(path));
  if (target) {
    const location = target.startsWith('/') ? localizedPath(locale, target) : target;
    // Anything outside printable ASCII percent-encoded, as a Location header must be.
    return NextResponse.redirect(
      new URL(
        location.replace(/[^\x21-\x7E]+/g, (run) => encodeURI(run)),
        request.url,
      ),
      308,
    );
  }
  const screen = new URL(request.url);
  screen.pathname = `/${locale}/404`;
  screen.search = '';
  const response = NextResponse.rewrite(screen, { status: 404, request: { headers } });
  // What a shared cache (a CDN) may keep of it: a second, so that a page or redirect added later at that
  // path reaches every visitor at once.
  response.headers.set('Cache-Control', 'public, max-age=0, s-maxage=1');
  return response;
}

export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;

  // Next's own trailing-slash redirect is off (next.config.ts) so that `/th/x/` takes one hop.
  const canonical = canonicalPathTarget(pathname);
  if (canonical && !pathname.startsWith('/_next/')) return redirectTo(request, canonical);

  if (!isPagePath(pathname)) return NextResponse.next();

  const adminTarget = adminUnderLocaleTarget(pathname);
  if (adminTarget) return redirectTo(request, adminTarget);

  if (!isRoutablePath(pathname)) return unroutablePathResponse(localeOfPath(pathname));

  // A page Next renders per request gets a nonce policy: Next reads the nonce from the request's policy
  // and writes it on every script (pages from the cache carry their own, lib/server/page-policy.mjs).
  const previewing = request.cookies.has(DRAFT_MODE_COOKIE);
  const policy = rendersPerRequest(request.method, pathname, previewing) ? nonceRequestPolicy(previewing) : null;
  const headers = new Headers(request.headers);
  if (policy) headers.set('Content-Security-Policy', policy);
  let response = intl(policy ? new NextRequest(request.url, { headers, method: request.method }) : request);
  const { locale, path } = splitLocalePrefix(pathname);
  // next-intl's own redirects (a prefix in capitals) go first.
  if (!response.headers.has('location') && !isSitePageShape(path)) {
    response = await unknownPathResponse(request, locale, path, headers);
    if (response.headers.has('location')) return response;
  }
  if (policy) response.headers.set('Content-Security-Policy', policy);

  if (previewing) {
    // A staff preview (or a stale preview cookie): never stored by a shared cache, never indexed, and
    // framable by the admin's Live Preview on this origin.
    response.headers.set('Cache-Control', 'private, no-store');
    response.headers.set('X-Robots-Tag', 'noindex');
    response.headers.set('X-Frame-Options', 'SAMEORIGIN');
  }

  // Only a URL with tracking parameters gets cookies, so every other response stays cacheable.
  // Written by hand: the values are already URL-encoded, and cookies.set() would encode them twice.
  const cookies: string[] = [];
  const tracking = trackingCookieValue(searchParams.get('channel'));
  if (tracking) cookies.push(`${TRACKING_COOKIE}=${tracking}; Max-Age=${TRACKING_COOKIE_MAX_AGE}`);
  const visit = utmCookieValue({
    searchParams,
    pathname,
    referrer: request.headers.get('referer'),
    ownHost: request.headers.get('host'),
    existing: rawCookie(request.headers.get('cookie'), UTM_COOKIE),
  });
  if (visit) cookies.push(`${UTM_COOKIE}=${visit}; Max-Age=${UTM_COOKIE_MAX_AGE}`);
  for (const cookie of cookies) response.headers.append('Set-Cookie', `${cookie}; Path=/; SameSite=Lax`);
  // A prerendered page keeps its s-maxage otherwise, and a shared cache would replay the cookie.
  if (cookies.length > 0) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  // Keep the proxy off framework assets; everything else is decided in code above.
  matcher: ['/((?!_next/static/|_next/image).*)'],
};
