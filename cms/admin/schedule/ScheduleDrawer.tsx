'use client';
/**
 * The schedule dialog of a document: publish or take it down at a moment on Bangkok's clock, said
 * in words before saving ("Goes live on 1 ธ.ค. 2569 09:00, Bangkok time, in every language"), and
 * the changes already scheduled for it, each cancellable. Scheduling goes through Payload's own
 * server functions (a `schedulePublish` job in the queue, run by cms/jobs/runner.ts).
 */
import {
  Button,
  Drawer,
  toast,
  useDocumentInfo,
  useDocumentTitle,
  useModal,
  useServerFunctions,
  useTranslation,
} from '@payloadcms/ui';
import { useCallback, useEffect, useState } from 'react';

import { BANGKOK } from '@/cms/admin/dates/format';
import { WallTimeInputs } from '@/cms/admin/dates/WallTimeInputs';
import type { ScheduleType } from '@/cms/admin/schedule/default-type';
import { scheduleSentence } from '@/cms/admin/schedule/sentence';
import { adminText } from '@/cms/admin/translations';

import styles from './ScheduleDrawer.module.css';

type Upcoming = { id: number | string; input: { type: ScheduleType }; waitUntil: string };

export function ScheduleDrawer({ slug, defaultType }: { slug: string; defaultType: ScheduleType }) {
  const { toggleModal } = useModal();
  const { id, collectionSlug, globalSlug } = useDocumentInfo();
  const { title } = useDocumentTitle();
  const { i18n, t } = useTranslation();
  const { getUpcomingScheduledPublish, schedulePublish } = useServerFunctions();
  const [type, setType] = useState<ScheduleType>(defaultType);
  const [at, setAt] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null);

  const refresh = useCallback(
    async () => (await getUpcomingScheduledPublish({ id, collectionSlug, globalSlug })) as Upcoming[],
    [collectionSlug, getUpcomingScheduledPublish, globalSlug, id],
  );

  useEffect(() => {
    let open = true;
    refresh()
      .then((docs) => open && setUpcoming(docs))
      .catch((error: unknown) => {
        console.error(error);
        if (open) toast.error(adminText(i18n, 'scheduleLoadFailed'));
      });
    return () => {
      open = false;
    };
  }, [i18n, refresh]);

  // Decided when the time is picked (and again when saving), not while rendering.
  const [inPast, setInPast] = useState(false);
  const pick = (next: string | null) => {
    setAt(next);
    setInPast(next !== null && Date.parse(next) <= Date.now());
  };

  const save = async () => {
    if (!at) return void toast.error(adminText(i18n, 'scheduleNoTime'));
    if (Date.parse(at) <= Date.now()) return void setInPast(true);
    setProcessing(true);
    try {
      const result = (await schedulePublish({
        type,
        date: new Date(at),
        doc: collectionSlug ? { relationTo: collectionSlug, value: String(id) } : undefined,
        global: globalSlug || undefined,
        timezone: BANGKOK,
      })) as { error?: string } | undefined;
      if (result?.error) throw new Error(result.error);
      toast.success(t('version:scheduledSuccessfully'));
      pick(null);
      setUpcoming(await refresh());
    } catch (error) {
      console.error(error);
      toast.error(adminText(i18n, 'scheduleFailed'));
    } finally {
      setProcessing(false);
    }
  };

  const cancel = async (jobID: number | string) => {
    try {
      await schedulePublish({ deleteID: jobID });
      toast.success(adminText(i18n, 'scheduleCancelled'));
      setUpcoming(await refresh());
    } catch (error) {
      console.error(error);
      toast.error(adminText(i18n, 'scheduleFailed'));
    }
  };

  const heading = t('general:schedulePublishFor', { title });
  return (
    <Drawer
      className={`schedule-publish ${styles.drawer}`}
      gutter={false}
      slug={slug}
      Header={
        <div className={styles.header}>
          <h2 title={heading}>{heading}</h2>
          <Button buttonStyle="transparent" onClick={() => toggleModal(slug)} size="small">
            {t('general:close')}
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        <fieldset className={styles.fieldset}>
          <legend>{adminText(i18n, 'scheduleWhat')}</legend>
          {(['publish', 'unpublish'] as const).map((option) => (
            <label key={option} className={styles.radio} htmlFor={`${slug}-type-${option}`}>
              <input
                id={`${slug}-type-${option}`}
                type="radio"
                name={`${slug}-type`}
                value={option}
                checked={type === option}
                disabled={processing}
                onChange={() => setType(option)}
              />
              {t(option === 'publish' ? 'version:publish' : 'version:unpublish')}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{adminText(i18n, 'scheduleWhen')}</legend>
          <WallTimeInputs idPrefix={`${slug}-at`} value={at} withTime readOnly={processing} onChange={pick} />
        </fieldset>
        <p className={inPast ? styles.warning : styles.sentence} data-testid="schedule-sentence" aria-live="polite">
          {at
            ? inPast
              ? adminText(i18n, 'scheduleInPast')
              : scheduleSentence(i18n, type, at)
            : adminText(i18n, 'scheduleNoTime')}
        </p>
        <Button buttonStyle="primary" disabled={processing || !at || inPast} id="scheduled-publish-save" onClick={save}>
          {adminText(i18n, 'scheduleSave')}
        </Button>

        <h3 className={styles.upcomingTitle}>{t('general:upcomingEvents')}</h3>
        {upcoming === null ? (
          <p>{t('general:loading')}…</p>
        ) : upcoming.length === 0 ? (
          <p>{t('general:noUpcomingEventsScheduled')}</p>
        ) : (
          <ul className={styles.upcoming} data-testid="schedule-upcoming">
            {upcoming.map((event) => (
              <li key={event.id}>
                <span>{scheduleSentence(i18n, event.input.type, event.waitUntil)}</span>
                <Button buttonStyle="secondary" size="small" onClick={() => void cancel(event.id)}>
                  {adminText(i18n, 'scheduleCancel')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Drawer>
  );
}
