'use client';
/**
 * Restore a version, after saying in words what happens: the document goes back to the version of
 * <time, Bangkok time> and is published at once (cms/publishing/restore.ts). Payload's REST restore.
 */
import { Button, ConfirmationModal, toast, useModal, useTranslation } from '@payloadcms/ui';
import { useRouter } from 'next/navigation';

import { adminText } from '@/cms/admin/translations';

const MODAL = 'restore-version';

type Props = { restoreURL: string; documentURL: string; title: string; when: string };

export function RestoreButton({ restoreURL, documentURL, title, when }: Props) {
  const { openModal } = useModal();
  const { i18n, t } = useTranslation();
  const router = useRouter();

  const restore = async () => {
    const response = await fetch(restoreURL, { method: 'POST', credentials: 'include' });
    if (!response.ok) {
      toast.error(t('version:problemRestoringVersion'));
      return;
    }
    toast.success(t('version:restoredSuccessfully'));
    router.push(documentURL);
    router.refresh();
  };

  return (
    <>
      <Button buttonStyle="primary" id="restore-version" onClick={() => openModal(MODAL)}>
        {t('version:restoreThisVersion')}
      </Button>
      <ConfirmationModal
        modalSlug={MODAL}
        heading={t('version:confirmVersionRestoration')}
        body={adminText(i18n, 'restoreBody', { title, when })}
        confirmLabel={t('version:restoreThisVersion')}
        onConfirm={restore}
      />
    </>
  );
}
