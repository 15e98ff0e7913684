'use client';

import { useEffect } from 'react';

import { afterLoadWhenIdle } from '@/components/widgets/browser-storage';
import { landingCookie } from '@/lib/contact/attribution';

/** Once per document: the layout mounts again on a change of language, the visit's landing page stays. */
let scheduled = false;

/**
 * Records the landing page of a visit without tracking parameters (the proxy records visits with them,
 * lib/contact/attribution.ts): the path and the referring host the document was loaded with, written once
 * the page has loaded and the browser is idle, or as the visitor leaves the page if that comes first.
 * Not an inline script in the HTML, as it was: the first script of the document ran as a task of its own
 * before the first paint, held the parser until the stylesheets had arrived and read the cookies
 * synchronously (10–19 ms in a fresh profile on the bench machine, a task Lighthouse counts eight times over
 * on a slow phone). A visitor who leaves before the page has hydrated has no landing page recorded, as
 * without JavaScript; the next page records itself.
 */
export function VisitLanding() {
  useEffect(() => {
    if (scheduled) return;
    scheduled = true;
    const visit = { path: location.pathname, referrer: document.referrer, host: location.host };
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      const cookie = landingCookie(document.cookie, visit);
      if (cookie) document.cookie = cookie;
    };
    window.addEventListener('pagehide', record, { once: true });
    afterLoadWhenIdle(record);
  }, []);
  return null;
}
