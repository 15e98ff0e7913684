/**
 * The dashboard's timeline: everything that goes live or ends on the site in the next 30 days,
 * soonest first, each with its moment in Bangkok time and a link to the document
 * (cms/admin/timeline/timeline-events.ts). Mounted by cms/admin/Dashboard.tsx.
 */
import type { ServerProps, TypedLocale } from 'payload';

import { formatDateTime } from '@/cms/admin/dates/format';
import { TIMELINE_DAYS, timelineEvents, type TimelineEvent } from '@/cms/admin/timeline/timeline-events';
import { adminText, type AdminI18n, type AdminTextKey } from '@/cms/admin/translations';

import styles from './Timeline.module.css';

const kindText: Record<TimelineEvent['kind'], AdminTextKey> = {
  publish: 'timelinePublish',
  unpublish: 'timelineUnpublish',
  starts: 'timelineStarts',
  ends: 'timelineEnds',
};

export async function Timeline({ payload, i18n, locale }: ServerProps) {
  const text = i18n as unknown as AdminI18n;
  // The dashboard stays usable when the timeline cannot be read; the cause goes to the log.
  const events = await timelineEvents({ payload, i18n, locale: locale?.code as TypedLocale | undefined }).catch(
    (error: unknown) => {
      payload.logger.error({ err: new Error('The dashboard timeline could not be read', { cause: error }) });
      return null;
    },
  );
  return (
    <section className={styles.timeline} aria-labelledby="timeline-title" data-testid="dashboard-timeline">
      <h3 id="timeline-title">{adminText(text, 'timelineTitle', { days: TIMELINE_DAYS })}</h3>
      <p className={styles.note}>{adminText(text, 'timelineNote')}</p>
      {events === null ? (
        <p role="alert">{adminText(text, 'timelineFailed')}</p>
      ) : events.length === 0 ? (
        <p>{adminText(text, 'timelineEmpty')}</p>
      ) : (
        <ol className={styles.list}>
          {events.map((event) => (
            <li key={event.key} data-kind={event.kind}>
              <time dateTime={new Date(event.at).toISOString()}>{formatDateTime(event.at, i18n.language)}</time>
              <span className={styles[event.kind]}>{adminText(text, kindText[event.kind])}</span>
              <span>
                {event.entity}: <a href={event.href}>{event.title}</a>
                {event.afterScheduledPublish ? (
                  <span className={styles.pending}> ({adminText(text, 'timelineAfterPublish')})</span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
