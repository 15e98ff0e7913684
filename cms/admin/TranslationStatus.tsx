/**
 * The "Translations" column of the lists and the sidebar badge of the edit screens: the languages a
 * document still misses (cms/admin/missing-locales.ts), or that every language is there.
 */
import type { CollectionSlug, DefaultServerCellComponentProps, Payload, ServerComponentProps } from 'payload';

import { missingLocales } from '@/cms/admin/missing-locales';
import { adminText } from '@/cms/admin/translations';
import { localeNames } from '@/i18n/locales';

import sidebar from '@/cms/admin/SidebarField.module.css';

import styles from './TranslationStatus.module.css';

type I18n = ServerComponentProps['i18n'];

type Target = { collection: string; id: unknown } | { global: string };

async function localizedDoc(payload: Payload, target: Target) {
  const read = { locale: 'all', depth: 0, draft: true } as const;
  if ('global' in target) {
    const global = payload.config.globals.find(({ slug }) => slug === target.global);
    const doc = global ? await payload.findGlobal({ slug: target.global as never, ...read }).catch(() => null) : null;
    return doc && global ? { doc, fields: global.flattenedFields } : null;
  }
  const config = payload.collections[target.collection as CollectionSlug]?.config;
  if (!config || target.id === undefined || target.id === null || target.id === '') return null;
  const doc = await payload
    .findByID({
      collection: target.collection as CollectionSlug,
      id: target.id as string,
      ...read,
      disableErrors: true,
    })
    .catch(() => null);
  return doc ? { doc, fields: config.flattenedFields } : null;
}

async function Status({ payload, i18n, target }: { payload: Payload; i18n: I18n; target: Target }) {
  const found = await localizedDoc(payload, target);
  if (!found) return null;
  const missing = missingLocales(found.doc as unknown as Record<string, unknown>, found.fields);
  if (missing.length === 0) return <span className={styles.complete}>{adminText(i18n, 'allTranslated')}</span>;
  const names = missing.map((locale) => localeNames[locale]).join(', ');
  return (
    <span className={styles.missing} data-testid="missing-locales">
      {adminText(i18n, 'missingTranslations', { locales: names })}
    </span>
  );
}

export function TranslationStatusCell({ payload, i18n, collectionConfig, rowData }: DefaultServerCellComponentProps) {
  // Some admin tables (e.g. the scheduled-publish list of a document) render cells without a collection.
  if (!collectionConfig) return null;
  return <Status payload={payload} i18n={i18n} target={{ collection: collectionConfig.slug, id: rowData?.id }} />;
}

/** `global` comes from the field's serverProps on globals (Payload passes no global slug to fields). */
export function TranslationStatusField({
  payload,
  i18n,
  collectionSlug,
  id,
  global,
}: ServerComponentProps & { global?: string }) {
  const target: Target = global ? { global } : { collection: collectionSlug, id };
  return (
    <div className={sidebar.field}>
      <span className={sidebar.label}>{adminText(i18n, 'translations')}</span>
      <Status payload={payload} i18n={i18n} target={target} />
    </div>
  );
}
