/**
 * The "Versions" tab of every document with versions (cms/admin/plugin.ts): newest first, each
 * with its time in Bangkok time, whether it is live, a draft or an autosave, who saved it and which
 * fields it changed. A row opens the comparison with the current version (VersionView.tsx).
 */
import { Gutter } from '@payloadcms/ui';
import type { DocumentViewServerProps } from 'payload';

import { formatDateTime } from '@/cms/admin/dates/format';
import { adminText, type AdminI18n } from '@/cms/admin/translations';
import { entityOf, entityUrl } from '@/cms/admin/versions/entity';
import { changeText } from '@/cms/admin/versions/FieldNames';
import { versionRole } from '@/cms/admin/versions/version-role';
import { VersionStepNav } from '@/cms/admin/versions/VersionStepNav';
import { versionHistory } from '@/cms/admin/versions/version-history';

import styles from './Versions.module.css';

export async function VersionsView(props: DocumentViewServerProps) {
  const entity = entityOf(props);
  if (!entity) return null;
  const { req } = props.initPageResult;
  const i18n = req.i18n;
  const text = i18n as unknown as AdminI18n;
  const rows = await versionHistory(entity, req);
  const adminRoute = req.payload.config.routes.admin;
  const roles = versionRole(rows, props.hasPublishedDoc);

  return (
    <>
      <VersionStepNav entity={entity} i18n={i18n} view={i18n.t('version:versions')} />
      <main className={styles.view}>
        <Gutter>
          <h2 className={styles.title}>{adminText(text, 'historyTitle')}</h2>
          <p className={styles.note}>{adminText(text, 'historyNote')}</p>
          {rows.length === 0 ? (
            <p>{i18n.t('version:versionCount_none')}</p>
          ) : (
            <table className={styles.table} data-testid="version-history">
              <thead>
                <tr>
                  <th scope="col">{adminText(text, 'historyWhen')}</th>
                  <th scope="col">{i18n.t('version:status')}</th>
                  <th scope="col">{adminText(text, 'historyAuthor')}</th>
                  <th scope="col">{adminText(text, 'historyChanges')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-version-id={row.id}>
                    <td>
                      <a href={entityUrl(entity, adminRoute, `/versions/${row.id}`)}>
                        <time dateTime={new Date(row.updatedAt).toISOString()}>
                          {formatDateTime(row.updatedAt, i18n.language)}
                        </time>
                      </a>
                    </td>
                    <td>
                      {roles.get(row.id)?.map((role) => (
                        <span key={role} className={`${styles.pill} ${styles[role]}`}>
                          {adminText(text, role)}
                        </span>
                      ))}
                    </td>
                    <td data-testid="version-author">{row.author ?? adminText(text, 'historyNoAuthor')}</td>
                    <td data-testid="version-changes">
                      {row.changes === null
                        ? adminText(text, 'historyFirst')
                        : row.changes.length === 0
                          ? adminText(text, 'historyNoChanges')
                          : row.changes.map((change) => changeText(change, i18n)).join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Gutter>
      </main>
    </>
  );
}
