import { useState } from 'react';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** False on a data-saver or 2G connection (spec §9: link prefetch is skipped there). Browser only. */
function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/**
 * Links prefetch on intent: once the pointer rests on one or a finger touches it, the pattern
 * Next's prefetching guide gives ("hover-triggered prefetch"). Next's default prefetches every
 * link that scrolls into view; on a slow phone, decoding those pages took 80–145 ms tasks in the
 * first seconds, while the visitor is reading, for pages most never open. Until the intent (and on
 * the server) the link renders with `prefetch={false}`; the click still navigates on the client.
 * Returns Link's `prefetch` and the two handlers that arm it (the link's own are not taken).
 */
export function useIntentPrefetch<P>(prefetch: P) {
  const [intent, setIntent] = useState(false);
  const arm = () => setIntent(true);
  return { prefetch: intent && prefetchAllowed() ? prefetch : false, onMouseEnter: arm, onTouchStart: arm };
}
