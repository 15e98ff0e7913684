/**
 * Shown above every page while a staff member previews drafts (draft mode with a staff session):
 * says whether the document being previewed is still unpublished or already published as saved
 * (it follows Publish in Live Preview, which re-renders the page), and leads out of the preview.
 */
import { getTranslations } from 'next-intl/server';

import { previewState } from '@/components/preview/preview-state';

import styles from './PreviewBar.module.css';

const texts = {
  draft: { bar: 'bar', note: 'note' },
  published: { bar: 'barPublished', note: 'notePublished' },
  unknown: { bar: 'barAny', note: 'noteAny' },
} as const;

export async function PreviewBar() {
  const [t, state] = await Promise.all([getTranslations('Preview'), previewState()]);
  const { bar, note } = texts[state];
  return (
    <div className={styles.bar} role="region" aria-label={t(bar)} data-testid="preview-bar" data-state={state}>
      <strong>{t(bar)}</strong>
      <span className={styles.note}>{t(note)}</span>
      {/* A full navigation: the exit route (a route handler, not a page) redirects, and the page must reload without drafts. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- /api/preview/exit is a route handler */}
      <a className={styles.exit} href="/api/preview/exit">
        {t('exit')}
      </a>
    </div>
  );
}
