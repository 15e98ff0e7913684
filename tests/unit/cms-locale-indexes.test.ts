/**
 * Every `…_locales` table has an index led by `_parent_id` (cms/locale-indexes.ts), on a SQLite
 * database migrated with the committed migrations: Payload reads a document's localized fields with
 * `where _parent_id = ?`, and without it SQLite scanned the whole table once per document of a list.
 */
import type { Client } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';
import { localeParentIndexes } from '@/cms/locale-indexes';

describe('indexes of the locales tables', () => {
  let env: PayloadTestEnv;
  let client: Client;

  const rows = async (sql: string, args: string[] = []) => (await client.execute({ sql, args })).rows;

  beforeAll(async () => {
    env = await createPayloadTestEnv('locale-indexes');
    client = (env.payload.db as unknown as { client: Client }).client;
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  it('names one index per locales table, and none for other tables', () => {
    expect(localeParentIndexes({ posts_locales: 1, posts: 2, _posts_v_locales: 3, locales_menu: 4 })).toEqual([
      { table: 1, index: 'posts_locales_parent_id_idx' },
      { table: 3, index: '_posts_v_locales_parent_id_idx' },
    ]);
  });

  it('gives every locales table of the migrated database an index led by _parent_id', async () => {
    const tables = (
      await rows(`select name from sqlite_master where type = 'table' and name like '%\\_locales' escape '\\'`)
    ).map((row) => String(row.name));
    // Posts, their versions, packages, promotions, pages, settings…: the lists staff and visitors read.
    expect(tables).toEqual(
      expect.arrayContaining(['posts_locales', '_posts_v_locales', 'packages_locales', 'config_locales']),
    );
    const unindexed: string[] = [];
    for (const table of tables) {
      const indexes = await rows(`select name from pragma_index_list(?)`, [table]);
      const leads = await Promise.all(
        indexes.map(
          async (index) =>
            (await rows(`select name from pragma_index_info(?) where seqno = 0`, [String(index.name)]))[0]?.name,
        ),
      );
      if (!leads.includes('_parent_id')) unindexed.push(table);
    }
    expect(unindexed).toEqual([]);
  });

  it("lets SQLite find a post's localized rows through the index instead of scanning", async () => {
    const plan = await rows(`explain query plan select * from posts_locales where _parent_id = ?`, ['1']);
    expect(plan.map((step) => String(step.detail)).join('\n')).toMatch(
      /SEARCH posts_locales USING INDEX posts_locales_parent_id_idx/,
    );
  });
});
