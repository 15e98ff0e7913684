'use client';

import { useBrowserValue } from '@/components/client/browser-value';
import styles from '@/components/widgets/OfflineNotice.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** A notice while the browser is offline; the live region stays in place to announce it. */
export function OfflineNotice({ message }: { message: string }) {
  const online = useBrowserValue(isOnline, true, subscribe);
  return (
    <div className={styles.notice} role="status" data-offline={online ? undefined : 'true'}>
      {online ? null : message}
    </div>
  );
}
