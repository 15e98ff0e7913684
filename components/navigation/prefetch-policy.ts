import { useState, type MouseEvent, type TouchEvent } from 'react';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * False on a data-saver or 2G connection (spec §9: link prefetch is skipped there), true
 * otherwise and on the server.
 */
export function prefetchAllowed(): boolean {
  if (typeof navigator === 'undefined') return true;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

type IntentHandlers = {
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLAnchorElement>) => void;
};

/**
 * Links prefetch on intent: once the pointer rests on one or a finger touches it, the pattern
 * Next's prefetching guide gives ("hover-triggered prefetch"). Next's default prefetches every
 * link that scrolls into view; on a slow phone, decoding those pages took 80–145 ms tasks in the
 * first seconds, while the visitor is reading, for pages most never open. Until the intent (and on
 * the server) the link renders with `prefetch={false}`; the click still navigates on the client.
 * Returns the value for Link's `prefetch` and the handlers to put on it (the caller's own run too).
 */
export function useIntentPrefetch<P>(prefetch: P, handlers: IntentHandlers) {
  const [intent, setIntent] = useState(false);
  const arm = () => {
    if (!intent) setIntent(true);
  };
  return {
    prefetch: intent && prefetchAllowed() ? prefetch : false,
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      handlers.onMouseEnter?.(event);
      arm();
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      handlers.onTouchStart?.(event);
      arm();
    },
  };
}
