/**
 * One saved version, compared by default with the current version (the newest save), which is
 * what staff ask before restoring: "what would change back?". Other comparisons: the version before
 * it and the one visitors see. Times are in Bangkok time; values are shown in words
 * (display-value.ts); Restore publishes the version (cms/publishing/restore.ts).
 */
import { Gutter } from '@payloadcms/ui';
import { notFound } from 'next/navigation';
import type { DocumentViewServerProps } from 'payload';

import { formatDateTime } from '@/cms/admin/dates/format';
import { adminText, type AdminI18n, type AdminTextKey } from '@/cms/admin/translations';
import { changedFields } from '@/cms/admin/versions/changed-fields';
import { displayValue } from '@/cms/admin/versions/display-value';
import { entityOf, entityUrl } from '@/cms/admin/versions/entity';
import { fieldLabel } from '@/cms/admin/versions/FieldNames';
import { RestoreButton } from '@/cms/admin/versions/RestoreButton';
import { VersionStepNav } from '@/cms/admin/versions/VersionStepNav';
import { entityTitle, fieldsOf, versionHistory, type VersionRow } from '@/cms/admin/versions/version-history';
import { localeNames, locales as localeOrder, type Locale } from '@/i18n/locales';

import styles from './Versions.module.css';

type Target = 'current' | 'previous' | 'live';
const targetLabels: Record<Target, AdminTextKey> = {
  current: 'compareCurrent',
  previous: 'comparePrevious',
  live: 'compareLive',
};

export async function VersionView(props: DocumentViewServerProps) {
  const entity = entityOf(props);
  if (!entity) return notFound();
  const { req, permissions } = props.initPageResult;
  const { i18n, payload } = req;
  const text = i18n as unknown as AdminI18n;
  const versionID = props.routeSegments[props.routeSegments.length - 1];
  const rows = await versionHistory(entity, req);
  const index = rows.findIndex((row) => row.id === versionID);
  const version = rows[index];
  if (!version) return notFound();

  const candidates: Record<Target, VersionRow | undefined> = {
    current: rows[0],
    previous: rows[index + 1],
    live: props.hasPublishedDoc ? rows.find((row) => row.status === 'published') : undefined,
  };
  const asked = props.searchParams?.compare;
  const wanted: Target = asked === 'previous' || asked === 'live' ? asked : 'current';
  // The current version compared with itself says nothing: it is compared with the one before.
  const target: Target = wanted === 'current' && index === 0 ? 'previous' : wanted;
  const other = candidates[target];
  const changes = other ? changedFields(fieldsOf(entity), other.data, version.data) : [];

  const when = formatDateTime(version.updatedAt, i18n.language);
  const adminRoute = payload.config.routes.admin;
  const here = entityUrl(entity, adminRoute, `/versions/${version.id}`);
  const canUpdate =
    entity.kind === 'collection'
      ? permissions.collections?.[entity.config.slug]?.update
      : permissions.globals?.[entity.config.slug]?.update;

  const rowsOfChange = await Promise.all(
    changes.flatMap((change) => {
      const languages = change.locales ? localeOrder.filter((locale) => change.locales?.includes(locale)) : [null];
      return languages.map(async (locale: Locale | null) => {
        const pick = (data: Record<string, unknown> | undefined) => {
          const value = data?.[change.field.name];
          return locale && value && typeof value === 'object' ? (value as Record<string, unknown>)[locale] : value;
        };
        const [was, is] = await Promise.all([
          displayValue(payload, i18n, change.field, pick(other?.data)),
          displayValue(payload, i18n, change.field, pick(version.data)),
        ]);
        return { key: `${change.field.name}-${locale ?? ''}`, label: fieldLabel(change, i18n), locale, was, is };
      });
    }),
  );

  return (
    <>
      <VersionStepNav entity={entity} i18n={i18n} view={when} />
      <main className={styles.view}>
        <Gutter>
          <h2 className={styles.title} data-testid="version-heading">
            {adminText(text, 'versionHeading', { when })}
          </h2>
          <p className={styles.note}>
            {version.author
              ? adminText(text, 'versionBy', { author: version.author })
              : adminText(text, 'historyNoAuthor')}
          </p>

          <nav className={styles.compare} aria-label={adminText(text, 'compareWith')}>
            <span>{adminText(text, 'compareWith')}</span>
            {(Object.keys(targetLabels) as Target[]).map((key) => {
              const row = candidates[key];
              if (!row || row.id === version.id) return null;
              return (
                <a key={key} href={`${here}?compare=${key}`} aria-current={key === target ? 'page' : undefined}>
                  {adminText(text, targetLabels[key])} ({formatDateTime(row.updatedAt, i18n.language)})
                </a>
              );
            })}
          </nav>

          {!other ? (
            <p>{adminText(text, 'historyFirst')}</p>
          ) : rowsOfChange.length === 0 ? (
            <p data-testid="version-same">{adminText(text, 'compareSame')}</p>
          ) : (
            <table className={styles.table} data-testid="version-diff">
              <thead>
                <tr>
                  <th scope="col">{adminText(text, 'compareField')}</th>
                  <th scope="col">
                    {adminText(text, targetLabels[target])}
                    <br />
                    {formatDateTime(other.updatedAt, i18n.language)}
                  </th>
                  <th scope="col">
                    {adminText(text, 'compareThis')}
                    <br />
                    {when}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rowsOfChange.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">
                      {row.label}
                      {row.locale ? ` (${localeNames[row.locale]})` : ''}
                    </th>
                    <td className={`${styles.value} ${styles.old}`}>{row.was}</td>
                    <td className={`${styles.value} ${styles.new}`}>{row.is}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}

          {canUpdate && index > 0 ? (
            <div className={styles.actions}>
              <RestoreButton
                restoreURL={
                  entity.kind === 'collection'
                    ? `${payload.config.routes.api}/${entity.config.slug}/versions/${version.id}`
                    : `${payload.config.routes.api}/globals/${entity.config.slug}/versions/${version.id}`
                }
                documentURL={entityUrl(entity, adminRoute)}
                title={entityTitle(entity, rows[0]?.data, req)}
                when={when}
              />
            </div>
          ) : null}
        </Gutter>
      </main>
    </>
  );
}
