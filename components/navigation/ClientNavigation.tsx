'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { isModifiedClick, pageLinkTarget, samePage } from '@/components/navigation/client-target';
import { prefetchAllowed } from '@/components/navigation/prefetch-policy';
import { navigationStarted } from '@/components/widgets/NavigationProgress';

const anchorOf = (event: Event) => (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;

/**
 * Client-side navigation for the page's links (SiteLink renders plain <a>): one listener per page
 * instead of a next/link per link, through Next's documented router (`push`, `prefetch`). A click
 * on a link to another page of the site navigates without a reload, as next/link's does (same
 * conditions: the main button, no modifier key, no other target, no download); a link to an anchor
 * of the same page, and every other link, is the browser's. Links prefetch on intent, the pattern
 * of Next's prefetching guide: once the pointer rests on one or a finger touches it (never on 2G or
 * data saver, spec §9), not as they scroll into view (Next's default: 15 prefetches on /en while it
 * loaded, each page decoded on the main thread, 80-145 ms tasks at 8× on articles).
 */
export function ClientNavigation() {
  const router = useRouter();

  useEffect(() => {
    /** Where a link in `event` leads, when that is another page of the site the router can show. */
    const otherPage = (event: Event) => {
      const anchor = anchorOf(event);
      if (!anchor) return null;
      const here = new URL(window.location.href);
      const url = pageLinkTarget(anchor, here);
      return url && !samePage(url, here) ? url : null;
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || isModifiedClick(event)) return;
      const url = otherPage(event);
      if (!url) return;
      event.preventDefault();
      navigationStarted(url);
      router.push(url.pathname + url.search + url.hash);
    };
    const onIntent = (event: Event) => {
      const url = otherPage(event);
      // Next's router keeps what it prefetched (and prefetches again once that is stale).
      if (url && prefetchAllowed()) router.prefetch(url.pathname + url.search);
    };

    document.addEventListener('click', onClick);
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('touchstart', onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
    };
  }, [router]);

  return null;
}
