import { useSyncExternalStore } from 'react';

import { whenIdle } from '@/components/widgets/browser-storage';
import { CONSENT_EVENT } from '@/components/widgets/consent';

/*
 * Values only the browser knows (cookies, consent, whether it is online) are read once the page
 * has loaded and the browser has been idle; until then components render what the server
 * rendered. Read while the page hydrates, a value that differs from the server's makes React
 * re-render synchronously inside the task that runs the page's effects: on a phone 8× slower than
 * a laptop that task took 100–170 ms and held up the first taps. Read later, the re-render is a
 * small task of its own. One store for the whole page: every value is read again when the page
 * settles and on each event that can change one (a narrower subscription per value cost more
 * script than the reads it saves).
 */
const CHANGE_EVENTS = ['online', 'offline', CONSENT_EVENT];
let settled = false;
let started = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    const settle = () =>
      whenIdle(() => {
        settled = true;
        notify();
      });
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    CHANGE_EVENTS.forEach((type) => window.addEventListener(type, notify));
  }
  return () => listeners.delete(listener);
}

/**
 * `read()` once the page has settled (and again after each change event), `serverValue` before
 * and on the server. `read` must return a primitive or a stable object.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => (settled ? read() : serverValue),
    () => serverValue,
  );
}
