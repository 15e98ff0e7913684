/**
 * Shown above every page while a staff member previews drafts (draft mode with a staff session):
 * says that the page is not what visitors see, and leads out of the preview.
 */
import { getTranslations } from 'next-intl/server';

import styles from './PreviewBar.module.css';

export async function PreviewBar() {
  const t = await getTranslations('Preview');
  return (
    <div className={styles.bar} role="region" aria-label={t('bar')} data-testid="preview-bar">
      <strong>{t('bar')}</strong>
      <span className={styles.note}>{t('note')}</span>
      {/* A full navigation: the exit route (a route handler, not a page) redirects, and the page must reload without drafts. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- /api/preview/exit is a route handler */}
      <a className={styles.exit} href="/api/preview/exit">
        {t('exit')}
      </a>
    </div>
  );
}
