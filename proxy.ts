/**
 * The app's middleware (Next 16 calls it `proxy.ts`; it always runs on Node.js).
 * Order: skip CMS/API/framework/files, Thai-prefix and admin redirects, then next-intl,
 * then the URL-tracking cookie.
 */
import { NextResponse, type NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';

import { routing } from '@/i18n/routing';
import { rawCookie, UTM_COOKIE, UTM_COOKIE_MAX_AGE, utmCookieValue } from '@/lib/contact/attribution';
import { DRAFT_MODE_COOKIE } from '@/lib/routing/draft-mode.mjs';
import { isPagePath, isRoutablePath } from '@/lib/routing/paths.mjs';
import {
  TRACKING_COOKIE,
  TRACKING_COOKIE_MAX_AGE,
  adminUnderLocaleTarget,
  canonicalPathTarget,
  localeOfPath,
  trackingCookieValue,
} from '@/lib/routing/proxy-rules';
import { unroutablePathResponse } from '@/lib/routing/unroutable';

const intl = createMiddleware(routing);

function redirectTo(request: NextRequest, pathname: string): NextResponse {
  // A plain URL: NextURL would put back the trailing slash this redirect removes.
  const url = new URL(request.url);
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

export default function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;

  // Next's own trailing-slash redirect is off (next.config.ts) so that `/th/x/` takes one hop.
  const canonical = canonicalPathTarget(pathname);
  if (canonical && !pathname.startsWith('/_next/')) return redirectTo(request, canonical);

  if (!isPagePath(pathname)) return NextResponse.next();

  const adminTarget = adminUnderLocaleTarget(pathname);
  if (adminTarget) return redirectTo(request, adminTarget);

  if (!isRoutablePath(pathname)) return unroutablePathResponse(localeOfPath(pathname));

  const response = intl(request);

  if (request.cookies.has(DRAFT_MODE_COOKIE)) {
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
