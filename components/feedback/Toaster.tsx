'use client';

import { useEffect, useState } from 'react';

import styles from '@/components/feedback/Toaster.module.css';
import { TOAST_EVENT, type ToastDetail } from '@/components/feedback/toast';

type Toast = ToastDetail & { id: number };

const VISIBLE_MS = 4000;
let nextId = 1;

/** Shows toasts from showToast(); the live region is always present so screen readers hear them. */
export function Toaster({ dismissLabel }: { dismissLabel: string }) {
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    const onToast = (event: Event) => {
      const { message, kind } = (event as CustomEvent<ToastDetail>).detail;
      const id = nextId++;
      setToasts((list) => [...list.slice(-2), { id, message, kind }]);
      window.setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), VISIBLE_MS);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  return (
    <div className={styles.toaster} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.kind] ?? ''}`}>
          <span>{toast.message}</span>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={dismissLabel}
            onClick={() => setToasts((list) => list.filter((item) => item.id !== toast.id))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
