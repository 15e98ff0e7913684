import { useEffect, useState } from 'react';

import { sessionGet, sessionSet } from '@/components/widgets/browser-storage';
import { bannerVisible } from '@/components/widgets/consent';
import { isSearchReferrer, POPUP_MIN_DEPTH, POPUP_READ_MS, seenShare } from '@/components/widgets/popup-rules';
import { usePagePath } from '@/components/navigation/use-page-path';

const VISIT_KEY = 'visit:started';
let searchLanding: string | null | undefined;

/** The path of this document when it is the first page of a visit that came from a search result. */
function searchLandingPath(): string | null {
  if (searchLanding === undefined) {
    const firstPage = !sessionGet(VISIT_KEY);
    sessionSet(VISIT_KEY, '1');
    searchLanding = firstPage && isSearchReferrer(document.referrer) ? window.location.pathname : null;
  }
  return searchLanding;
}

const seen = () => seenShare(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);

/** Whether the page can take the popup now (else it is tried again on the next scroll). */
function pageFree(): boolean {
  // One thing at a time: never over the menu drawer or the consent banner, nor on a not-found or
  // error screen. The banner is asked whether it is due (no answer yet), not whether it is drawn: it
  // is drawn only once the page has loaded and settled, which a slow load can put after the popup's time.
  return !document.querySelector('dialog[open], .not-found') && !bannerVisible();
}

/**
 * Whether the popup `id` is to be shown: true once the visitor has read a while (POPUP_READ_MS on
 * the page and at least POPUP_MIN_DEPTH of it seen) while nothing else holds the page, never on
 * the first page of a visit that came from a search result, and once per browser session (a busy
 * page is tried again on the next scroll).
 */
export function usePopupTrigger(id: string): boolean {
  const pathname = usePagePath();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const landing = searchLandingPath();
    const key = `popupSeen:${id}`;
    if (sessionGet(key) || window.location.pathname === landing) return;
    let timeUp = false;
    const attempt = () => {
      if (!timeUp || seen() < POPUP_MIN_DEPTH || !pageFree()) return;
      setShown(true);
      sessionSet(key, '1');
      cleanup();
    };
    const timer = window.setTimeout(() => {
      timeUp = true;
      attempt();
    }, POPUP_READ_MS);
    window.addEventListener('scroll', attempt, { passive: true });
    function cleanup() {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', attempt);
    }
    return cleanup;
  }, [id, pathname]);
  return shown;
}
