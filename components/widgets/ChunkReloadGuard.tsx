'use client';

import { useEffect } from 'react';

import { isChunkLoadError, reloadOnce } from '@/components/widgets/chunk-reload';

/** One full reload when a code chunk fails to load (e.g. after a new deployment). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const target = event.target;
      const failedScript = target instanceof HTMLScriptElement && target.src.includes('/_next/static/');
      const reason = 'reason' in event ? event.reason : (event.error ?? event.message);
      if (failedScript || isChunkLoadError(reason)) reloadOnce();
    };
    // Capture: a <script> that fails to load fires a non-bubbling error event.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onError);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onError);
    };
  }, []);
  return null;
}
