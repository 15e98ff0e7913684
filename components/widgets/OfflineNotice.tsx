'use client';

import { useSyncExternalStore } from 'react';

import styles from '@/components/widgets/OfflineNotice.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** A notice while the browser is offline; the live region stays in place to announce it. */
export function OfflineNotice({ message }: { message: string }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div className={styles.notice} role="status" data-offline={online ? undefined : 'true'}>
      {online ? null : message}
    </div>
  );
}
