/**
 * When the CMS popup may open (issue: it opened as a full-screen modal on the first scroll, the
 * interstitial search engines penalise). Pure rules, shared by the popup and its tests.
 */

/** The visitor has been on the page this long… */
export const POPUP_READ_MS = 20_000;
/** …and has seen at least this share of it (the viewport's bottom edge over the page's height). */
export const POPUP_MIN_DEPTH = 0.5;

/** Hosts of search engines whose result pages send visitors here. */
const SEARCH_HOST =
  /(^|\.)(google|bing|yahoo|duckduckgo|baidu|yandex|naver|ecosia|coccoc|sogou|qwant|startpage|seznam)\.[a-z.]+$|(^|\.)search\.brave\.com$|(^|\.)so\.com$/i;

/** Whether a referrer is a search engine's page (a landing page from a search result). */
export function isSearchReferrer(referrer: string): boolean {
  if (!referrer) return false;
  try {
    return SEARCH_HOST.test(new URL(referrer).hostname);
  } catch {
    return false;
  }
}

/** Share of the page seen so far: 1 on a page shorter than the viewport. */
export function seenShare(scrollY: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= viewportHeight) return 1;
  return Math.min(1, (scrollY + viewportHeight) / pageHeight);
}
