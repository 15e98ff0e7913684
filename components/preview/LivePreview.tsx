'use client';
/**
 * Loads the Live Preview listener as its own chunk: the layout renders it only in a staff preview,
 * and a static import would put Payload's live-preview code into every visitor's layout bundle.
 * React's `lazy`, mounted in the browser only (the listener needs the page's origin), rather than
 * next/dynamic, whose modules would then ship in every visitor's layout chunk.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

const Listener = lazy(() =>
  import('@/components/preview/LivePreviewListener').then((module) => ({ default: module.LivePreviewListener })),
);

const subscribe = () => () => {};

export function LivePreview() {
  const inBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return inBrowser ? (
    <Suspense fallback={null}>
      <Listener />
    </Suspense>
  ) : null;
}
