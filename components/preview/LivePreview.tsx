'use client';
/**
 * Loads the Live Preview listener as its own chunk: the layout renders it only in a staff preview,
 * and a static import would put Payload's live-preview code into every visitor's layout bundle.
 * Mounted in the browser only (the listener needs the page's origin) and from the first render on, not
 * once the page has settled as `useBrowserValue` would: a save made meanwhile would be missed.
 */
import { useSyncExternalStore } from 'react';

import { lazyWidget } from '@/components/client/lazy-widget';

const Listener = lazyWidget(() =>
  import('@/components/preview/LivePreviewListener').then((module) => module.LivePreviewListener),
);

const subscribe = () => () => {};

export function LivePreview() {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return inBrowser ? <Listener /> : null;
}
