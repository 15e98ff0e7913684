'use client';

import { useBrowserValue } from '@/components/client/browser-value';
import styles from '@/components/widgets/OfflineNotice.module.css';

const isOnline = () => navigator.onLine;

/** A notice while the browser is offline; the live region stays in place to announce it. */
export function OfflineNotice({ message }: { message: string }) {
  const online = useBrowserValue(isOnline, true);
  return (
    <div className={styles.notice} role="status" data-offline={online ? undefined : 'true'}>
      {online ? null : message}
    </div>
  );
}
