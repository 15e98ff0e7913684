import { useEffect } from 'react';

import { sessionGet, sessionSet } from '@/components/widgets/browser-storage';
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

/**
 * Calls `open` once the visitor has read a while: POPUP_READ_MS on the page and at least
 * POPUP_MIN_DEPTH of it seen, never on the first page of a visit from a search result, and once
 * per browser session (`open` returns false when the page cannot take the popup now: it is
 * tried again on the next scroll).
 */
export function usePopupTrigger(id: string, open: () => boolean): void {
  const pathname = usePagePath();
  useEffect(() => {
    const landing = searchLandingPath();
    const key = `popupSeen:${id}`;
    if (sessionGet(key) || window.location.pathname === landing) return;
    let timeUp = false;
    const attempt = () => {
      if (!timeUp || seen() < POPUP_MIN_DEPTH || !open()) return;
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
  }, [id, open, pathname]);
}
