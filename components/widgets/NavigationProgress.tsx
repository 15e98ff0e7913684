'use client';

import { useEffect } from 'react';

import { whenIdle } from '@/components/widgets/browser-storage';
import { usePagePath } from '@/components/navigation/use-page-path';

type Bar = typeof import('nprogress');

/** Spec §9: the bar appears only when a page takes longer than 200 ms. */
const THROTTLE_MS = 200;
/** Give up (the navigation failed or was abandoned) after this long. */
const GIVE_UP_MS = 10_000;

let bar: Bar | null = null;
let startTimer: number | undefined;
let giveUpTimer: number | undefined;

async function loadBar(): Promise<Bar> {
  if (!bar) {
    bar = (await import('nprogress')).default;
    bar.configure({ showSpinner: false, trickleSpeed: 250, minimum: 0.1 });
  }
  return bar;
}

/**
 * A client-side navigation to `to` started (ClientNavigation): the bar shows if it takes a while. Only
 * for another path: the bar is finished when the page's path changes.
 */
export function navigationStarted(to: URL): void {
  if (to.pathname === window.location.pathname) return;
  window.clearTimeout(startTimer);
  startTimer = window.setTimeout(() => {
    void loadBar().then((loaded) => loaded.start());
    giveUpTimer = window.setTimeout(finish, GIVE_UP_MS);
  }, THROTTLE_MS);
}

function finish(): void {
  window.clearTimeout(startTimer);
  window.clearTimeout(giveUpTimer);
  bar?.done();
}

/** The loading bar of page transitions (nprogress, loaded when the browser is idle). */
export function NavigationProgress() {
  const pathname = usePagePath();

  useEffect(() => finish(), [pathname]);

  useEffect(() => whenIdle(() => void loadBar()), []);

  return null;
}
