'use client';
/**
 * "Last modified" and "Created" of the open document in the document bar, in Bangkok time and,
 * on the Thai admin, the Buddhist era (Payload's own, hidden by cms/admin/admin.css, use date-fns).
 */
import { useDocumentInfo, useTranslation } from '@payloadcms/ui';

import { formatDateTime } from '@/cms/admin/dates/format';

import styles from './DocumentDates.module.css';

export function DocumentDates() {
  const { data } = useDocumentInfo();
  const { i18n, t } = useTranslation();
  const updated = formatDateTime(data?.updatedAt, i18n.language);
  const created = formatDateTime(data?.createdAt, i18n.language);
  if (!updated && !created) return null;
  return (
    <p className={styles.dates} data-testid="document-dates">
      {updated ? (
        <span>
          {t('general:lastModified')}: <strong>{updated}</strong>
        </span>
      ) : null}
      {created ? (
        <span>
          {t('general:created')}: <strong>{created}</strong>
        </span>
      ) : null}
    </p>
  );
}
