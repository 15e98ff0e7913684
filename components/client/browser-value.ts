import { useCallback, useSyncExternalStore } from 'react';

import { whenIdle } from '@/components/widgets/browser-storage';

/*
 * Values only the browser knows (cookies, consent, whether it is online) are read once the page
 * has loaded and the browser has been idle; until then components render what the server
 * rendered. Read while the page hydrates, a value that differs from the server's makes React
 * re-render synchronously inside the task that runs the page's effects: on a phone 8× slower than
 * a laptop that task took 100–170 ms and held up the first taps. Read later, the re-render is a
 * small task of its own. One flag for the whole page, so all such values change in one render.
 */
let settled = false;
let scheduled = false;
const listeners = new Set<() => void>();

function settle() {
  settled = true;
  for (const listener of [...listeners]) listener();
}

function scheduleSettle() {
  if (scheduled) return;
  scheduled = true;
  const start = () => whenIdle(settle);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

type Subscribe = (onChange: () => void) => () => void;
const noSubscription: Subscribe = () => () => {};

/**
 * `read()` once the page has settled (and again whenever `subscribe` reports a change),
 * `serverValue` before and on the server. `read` must return a primitive or a stable object.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T, subscribe: Subscribe = noSubscription): T {
  const subscribeAll = useCallback(
    (onChange: () => void) => {
      listeners.add(onChange);
      scheduleSettle();
      const unsubscribe = subscribe(onChange);
      return () => {
        listeners.delete(onChange);
        unsubscribe();
      };
    },
    [subscribe],
  );
  return useSyncExternalStore(
    subscribeAll,
    () => (settled ? read() : serverValue),
    () => serverValue,
  );
}
