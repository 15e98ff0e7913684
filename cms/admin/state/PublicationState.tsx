/**
 * The "On the site" column of windowed and scheduled content (promotions, pop-ups) and the same
 * badge in the document's sidebar: live, scheduled, expired, draft or inactive, with the moment
 * it changes, in Bangkok time.
 */
import type { DefaultServerCellComponentProps, ServerComponentProps } from 'payload';

import { formatDateTime } from '@/cms/admin/dates/format';
import type { PublicationState } from '@/cms/admin/state/publication-state';
import { savedWindow, stateOf } from '@/cms/admin/state/state-of';
import { adminText, type AdminI18n, type AdminTextKey } from '@/cms/admin/translations';

import sidebar from '@/cms/admin/SidebarField.module.css';

import styles from './PublicationState.module.css';

const labels: Record<PublicationState['state'], AdminTextKey> = {
  live: 'stateLive',
  scheduled: 'stateScheduled',
  expired: 'stateExpired',
  draft: 'stateDraft',
  inactive: 'stateInactive',
};

function detail(i18n: AdminI18n, state: PublicationState): string {
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  if (state.state === 'scheduled') return adminText(i18n, 'stateFrom', { when: when(state.at) });
  if (state.state === 'expired') return adminText(i18n, 'stateEnded', { when: when(state.at) });
  if (state.state === 'live' && state.until) return adminText(i18n, 'stateUntil', { when: when(state.until) });
  return '';
}

function Badge({ i18n, state }: { i18n: AdminI18n; state: PublicationState }) {
  const more = detail(i18n, state);
  return (
    <span className={styles.badge} data-state={state.state} data-testid="publication-state">
      <strong className={styles[state.state]}>{adminText(i18n, labels[state.state])}</strong>
      {more ? <span className={styles.detail}>{more}</span> : null}
    </span>
  );
}

export async function PublicationStateCell({
  payload,
  i18n,
  collectionConfig,
  rowData,
}: DefaultServerCellComponentProps) {
  if (!collectionConfig || rowData?.id === undefined) return null;
  const state = await stateOf(payload, collectionConfig.slug, rowData.id as string | number).catch((error: unknown) => {
    payload.logger.error({
      err: new Error(`State of ${collectionConfig.slug} ${rowData.id} unreadable`, { cause: error }),
    });
    return null;
  });
  return state ? <Badge i18n={i18n as unknown as AdminI18n} state={state} /> : null;
}

/** The sidebar of a document: its state and, for dated content, the window in words as saved. */
export async function PublicationStateField({ payload, i18n, collectionSlug, id }: ServerComponentProps) {
  if (!collectionSlug || id === undefined || id === null) return null;
  const text = i18n as unknown as AdminI18n;
  const [state, window] = await Promise.all([
    stateOf(payload, collectionSlug, id),
    savedWindow(payload, collectionSlug, id),
  ]);
  if (!state) return null;
  return (
    <div className={sidebar.field}>
      <span className={sidebar.label}>{adminText(text, 'stateOnSite')}</span>
      <Badge i18n={text} state={state} />
      {window ? (
        <p className={styles.detail} data-testid="publication-window">
          {adminText(text, 'stateWindow', {
            start: formatDateTime(window.start, i18n.language),
            end: formatDateTime(window.end, i18n.language),
          })}
        </p>
      ) : null}
    </div>
  );
}
