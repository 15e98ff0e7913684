import { isPagePath } from '@/lib/routing/paths.mjs';

/**
 * The page a link leads to, when a click on it is the site's to handle in the browser: a link of
 * this site to one of its pages (not the CMS, an API or a file), opened in the same tab, not a
 * download, not to the page in another language (a language link, `hreflang`, loads the whole page
 * in that language, with its fonts). Null otherwise; the browser follows it itself.
 */
export function pageLinkTarget(anchor: HTMLAnchorElement, here: URL): URL | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.hreflang) return null;
  const url = new URL(anchor.href, here);
  if (url.origin !== here.origin || !isPagePath(url.pathname)) return null;
  return url;
}

/** True when `url` is the page at `here` (a link to one of its anchors): the browser scrolls to it. */
export function samePage(url: URL, here: URL): boolean {
  return url.pathname === here.pathname && url.search === here.search;
}

/** A click the browser must handle as it is (a new tab or window, a download, another button). */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
