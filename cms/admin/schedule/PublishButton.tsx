'use client';
/**
 * The Publish button of every document with drafts (cms/admin/plugin.ts), Payload's own behaviour
 * with two changes staff asked for:
 * - the schedule dialog opens on "Publish" for a draft or a document with unpublished changes
 *   (Payload opens it on "Unpublish" whenever no newer version is counted, which includes a draft
 *   that was never published: scheduled with the default choice, it would never go live);
 * - a publish always publishes every language. Payload also offers "Publish in <language>", which
 *   on this site's documents (most fields are not translated) read as if only part of the change
 *   went live; one publish for all languages is what staff expect and what the dialog says.
 */
import {
  FormSubmit,
  PopupList,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormModified,
  useLocale,
  useModal,
  useTranslation,
} from '@payloadcms/ui';
import type { PublishButtonClientProps } from 'payload';
import {
  formatAdminURL,
  hasAutosaveEnabled,
  hasLocalizeStatusEnabled,
  hasScheduledPublishEnabled,
} from 'payload/shared';
import { useCallback, useMemo } from 'react';

import { defaultScheduleType } from '@/cms/admin/schedule/default-type';
import { ScheduleDrawer } from '@/cms/admin/schedule/ScheduleDrawer';

export function PublishButton({ label: labelProp }: { label?: string } & PublishButtonClientProps) {
  const {
    id,
    collectionSlug,
    globalSlug,
    hasPublishedDoc,
    hasPublishPermission,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    unpublishedVersionCount,
    uploadStatus,
  } = useDocumentInfo();
  const {
    config: {
      routes: { api },
    },
    getEntityConfig,
  } = useConfig();
  const { submit } = useForm();
  const modified = useFormModified();
  const { code: localeCode } = useLocale();
  const { isModalOpen, toggleModal } = useModal();
  const { t } = useTranslation();

  const entityConfig = useMemo(
    () => (collectionSlug ? getEntityConfig({ collectionSlug }) : getEntityConfig({ globalSlug })),
    [collectionSlug, globalSlug, getEntityConfig],
  );
  const drawerSlug = `schedule-publish-${id ?? globalSlug}`;
  const hasNewerVersions = unpublishedVersionCount > 0;
  const canPublish =
    hasPublishPermission && (modified || hasNewerVersions || !hasPublishedDoc) && uploadStatus !== 'uploading';
  const canSchedule = Boolean(
    entityConfig &&
    hasScheduledPublishEnabled(entityConfig) &&
    hasPublishPermission &&
    (globalSlug || (collectionSlug && id)) &&
    (hasAutosaveEnabled(entityConfig) || !modified),
  );

  const publish = useCallback(async () => {
    if (uploadStatus === 'uploading') return;
    const params = new URLSearchParams({ depth: '0', locale: localeCode });
    if (entityConfig && hasLocalizeStatusEnabled(entityConfig)) params.set('publishAllLocales', 'true');
    const target = globalSlug ? `/globals/${globalSlug}` : `/${collectionSlug}${id ? `/${id}` : ''}`;
    const result = await submit({
      action: formatAdminURL({ apiRoute: api, path: `${target}?${params}` as `/${string}` }),
      overrides: { _status: 'published' },
    });
    if (result) {
      setUnpublishedVersionCount(0);
      setMostRecentVersionIsAutosaved(false);
      setHasPublishedDoc(true);
    }
  }, [
    api,
    collectionSlug,
    entityConfig,
    globalSlug,
    id,
    localeCode,
    setHasPublishedDoc,
    setMostRecentVersionIsAutosaved,
    setUnpublishedVersionCount,
    submit,
    uploadStatus,
  ]);

  if (!hasPublishPermission) return null;

  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={canSchedule}
        onClick={publish}
        size="medium"
        SubMenuPopupContent={
          canSchedule
            ? ({ close }) => (
                <PopupList.ButtonGroup>
                  <PopupList.Button
                    id="schedule-publish"
                    onClick={() => {
                      toggleModal(drawerSlug);
                      close();
                    }}
                  >
                    {t('version:schedulePublish')}
                  </PopupList.Button>
                </PopupList.ButtonGroup>
              )
            : undefined
        }
        type="button"
      >
        {labelProp || t('version:publishChanges')}
      </FormSubmit>
      {canSchedule && isModalOpen(drawerSlug) && (
        <ScheduleDrawer
          slug={drawerSlug}
          defaultType={defaultScheduleType({ hasPublishedDoc, unpublishedVersionCount, modified })}
        />
      )}
    </>
  );
}
