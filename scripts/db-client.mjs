// The few queries the database scripts (db-check, db-backup) need, on either database of the CMS:
// a SQLite file or libSQL URL through @libsql/client, PostgreSQL through pg. Plain SQL only.
import { createClient } from '@libsql/client';
import pg from 'pg';

import { databaseUrl, isPostgresUrl } from '../cms/sqlite-file.mjs';

/** The URL without its password, for logs. */
function redact(url) {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

export async function openDatabase(url = databaseUrl()) {
  if (isPostgresUrl(url)) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const rows = async (statement) => (await client.query(statement)).rows;
    return {
      url,
      label: redact(url),
      kind: 'postgres',
      rows,
      exec: (statement) => client.query(statement),
      count: async (statement) => Number((await rows(statement))[0]?.n ?? 0),
      tableNames: async () =>
        (await rows("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'")).map(
          (row) => row.name,
        ),
      close: () => client.end(),
    };
  }
  const client = createClient({ url });
  const rows = async (statement) => (await client.execute(statement)).rows;
  return {
    url,
    label: url,
    kind: 'sqlite',
    rows,
    exec: (statement) => client.execute(statement),
    count: async (statement) => Number((await rows(statement))[0]?.n ?? 0),
    tableNames: async () => (await rows("SELECT name FROM sqlite_master WHERE type = 'table'")).map((row) => row.name),
    close: async () => client.close(),
  };
}
