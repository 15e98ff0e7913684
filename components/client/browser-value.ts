import { useSyncExternalStore } from 'react';

import { afterLoadWhenIdle } from '@/components/widgets/browser-storage';
import { CONSENT_EVENT } from '@/components/widgets/consent';

/*
 * Values only the browser knows (cookies, consent, whether it is online) are read once the page
 * has loaded and the browser has been idle; until then components render what the server
 * rendered. Read while the page hydrates, a value that differs from the server's makes React
 * re-render synchronously inside the task that runs the page's effects: on a phone 8× slower than
 * a laptop that task took 100–170 ms and held up the first taps. Read later, each component that
 * uses one is told in a task of its own (a store update re-renders synchronously: told together,
 * the banner, the menu button and the lazy widgets made one task of 10–33 ms at 1× on the bench
 * machine, which Lighthouse counts 8 times over on a slow phone). One store for the whole page:
 * every value is read again when the page settles and on each event that can change one.
 */
const CHANGE_EVENTS = ['online', 'offline', CONSENT_EVENT];
let settled = false;
let started = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) setTimeout(() => listeners.has(listener) && listener(), 0);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    afterLoadWhenIdle(() => {
      settled = true;
      notify();
    });
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
