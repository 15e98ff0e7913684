/**
 * The page a preview opens: a path of the public site, never another origin, the admin or an API
 * (the link comes from a query string, so it must not turn into an open redirect).
 */
const NOT_PAGES = /^\/(?:api|admin|_next)(?:\/|$)/i;
const MAX_LENGTH = 2000;

export function previewTarget(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/') || /^\/[\\/]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid' || NOT_PAGES.test(url.pathname)) return null;
  return url.pathname + url.search;
}
