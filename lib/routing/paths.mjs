// What kind of path a request is for: the one rule shared by the proxy (proxy.ts, which routes only
// page paths) and the production server (server.mjs, which answers broken paths before Next sees them).
// Plain ESM with JSDoc, so server.mjs can import it without a build step.

/** First path segments that are never pages (exact match: `/administration` is a page). */
const NON_PAGE_SEGMENTS = new Set([
  'admin',
  'api',
  '_next',
  // the legacy read API of spec §7 and the legacy mail endpoint
  'configApi',
  'blogApi',
  'customerApi',
  'packageApi',
  'popupApi',
  'promotionsApi',
  'mail',
  // health checks of load balancers and orchestrators (app/healthz, app/readyz)
  'healthz',
  'readyz',
]);

/**
 * True for a page of the public site; false for the CMS, the APIs, framework assets and files
 * (a dot in the last segment).
 * @param {string} pathname
 */
export function isPagePath(pathname) {
  const end = pathname.indexOf('/', 1);
  const first = end === -1 ? pathname.slice(1) : pathname.slice(1, end);
  if (NON_PAGE_SEGMENTS.has(first)) return false;
  return !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');
}

/**
 * False for paths Next cannot route: undecodable percent-encoding, or an encoded `%` (Next and
 * Payload decode path segments a second time and fail with a 500 on those). No page, asset or API
 * path of this site has either.
 * @param {string} pathname
 */
export function isRoutablePath(pathname) {
  if (!pathname.includes('%')) return true;
  try {
    return !decodeURIComponent(pathname).includes('%');
  } catch {
    return false;
  }
}
