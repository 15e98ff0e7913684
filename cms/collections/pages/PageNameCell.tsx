/**
 * The "Public name" column of the page lists: the page's name as visitors read it in Thai and in
 * English, and a link that opens the live page (Thai) in a new tab.
 */
import type { CollectionSlug, DefaultServerCellComponentProps } from 'payload';

import { inAdminLanguage } from '@/cms/collections/pages/admin-language';
import { l } from '@/cms/collections/shared/labels';
import { localizedPath } from '@/i18n/paths';
import { pageRoutes, type PageKey } from '@/lib/routes';

import styles from './PageNameCell.module.css';

type Names = { key?: unknown; title?: { th?: string; en?: string } };

export async function PageNameCell({ payload, i18n, collectionConfig, rowData }: DefaultServerCellComponentProps) {
  if (!collectionConfig || rowData?.id === undefined) return null;
  const doc = (await payload
    .findByID({
      collection: collectionConfig.slug as CollectionSlug,
      id: rowData.id as string,
      locale: 'all',
      depth: 0,
      draft: true,
      disableErrors: true,
      select: { key: true, title: true },
    })
    .catch(() => null)) as Names | null;
  if (!doc) return null;
  const path = pageRoutes[doc.key as PageKey];
  return (
    <span className={styles.cell}>
      <span lang="th">{doc.title?.th ?? ''}</span>
      <span lang="en" className={styles.english}>
        {doc.title?.en ?? ''}
      </span>
      {path ? (
        <a href={localizedPath('th', path)} target="_blank" rel="noopener noreferrer" className={styles.live}>
          {inAdminLanguage({ i18n }, l('Live page ↗', 'หน้าเว็บจริง ↗'))}
        </a>
      ) : null}
    </span>
  );
}
