'use client';

import { useEffect } from 'react';

import { usePageLocale } from '@/components/navigation/use-page-path';
import { useErrorTexts } from '@/components/page/ErrorTexts';
import { isChunkLoadError, reloadOnce } from '@/components/widgets/chunk-reload';
import { localizedPath } from '@/i18n/paths';

type RouteError = Error & { digest?: string; statusCode?: number; status?: number };

/** Status an error carries (its own, or its response's), else 500 (spec §8). */
function statusOf(error: RouteError): number {
  const status = error.statusCode ?? error.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The error layout shown in place of a page whose rendering failed. */
export default function RouteErrorView({ error, reset }: { error: RouteError; reset: () => void }) {
  const t = useErrorTexts();
  const locale = usePageLocale();
  useEffect(() => {
    console.error(error);
    // A chunk of an older deployment is gone: one full reload fetches the new one (spec §4).
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  const status = statusOf(error);
  return (
    <section className="not-found container" role="alert">
      <p className="status-code">{t.statusLabel.replace('{status}', String(status))}</p>
      <h1>{t.heading}</h1>
      <p>{t.message}</p>
      <div className="actions">
        <button type="button" className="button" onClick={reset}>
          {t.retry}
        </button>
        <a className="button button-primary" href={localizedPath(locale, '/')}>
          {t.backHome}
        </a>
      </div>
    </section>
  );
}
