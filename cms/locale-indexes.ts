/**
 * An index on `_parent_id` for every `…_locales` table. Payload keeps a document's localized fields in
 * such a table and reads them with a subquery per document (`where _parent_id = posts.id`), but indexes
 * the column only as the second one of the unique (`_locale`, `_parent_id`), which that lookup cannot
 * use: SQLite scanned the whole table for every row of a list. With 1,000 articles one read of the post
 * list took 3.5 s, and the build ran it for every page that lists posts; with this index, 0.03 s.
 * Declared through the adapter's `afterSchemaInit` hook, so `migrate:create` writes it into the
 * migrations and the schema snapshot like any index of Payload's own.
 */
import { index as pgIndex } from '@payloadcms/db-postgres/drizzle/pg-core';
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres';
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core';
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite';

type PostgresSchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number];

const LOCALES_SUFFIX = '_locales';

/** The `…_locales` tables of a schema, each with the name of its index. */
export function localeParentIndexes<T>(tables: Record<string, T>): { table: T; index: string }[] {
  return Object.entries(tables)
    .filter(([name]) => name.endsWith(LOCALES_SUFFIX))
    .map(([name, table]) => ({ table, index: `${name}_parent_id_idx` }));
}

export const indexSqliteLocales: SQLiteSchemaHook = ({ schema, extendTable }) => {
  for (const { table, index } of localeParentIndexes(schema.tables)) {
    extendTable({
      table,
      extraConfig: (columns) => ({ [index]: sqliteIndex(index).on(columns._parentID) }),
    });
  }
  return schema;
};

export const indexPostgresLocales: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const { table, index } of localeParentIndexes(schema.tables)) {
    extendTable({
      table,
      extraConfig: (columns) => ({ [index]: pgIndex(index).on(columns._parentID) }),
    });
  }
  return schema;
};
