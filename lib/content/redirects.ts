import 'server-only';

import { unstable_cache } from 'next/cache';

import { payloadClient } from '@/lib/content/payload';
import { TAGS } from '@/lib/content/tags';

/**
 * The whole redirect table of the CMS (spec §2: old path → new path), read once and kept until
 * staff change it (tag `redirects`). One cache entry for the table, not one per requested path:
 * unknown paths are unbounded, and each must not add an entry to the data cache.
 */
const redirectTable = unstable_cache(
  async (): Promise<Record<string, string>> => {
    const payload = await payloadClient();
    const { docs } = await payload.find({ collection: 'redirects', depth: 0, pagination: false });
    const table: Record<string, string> = {};
    for (const { from, to } of docs)
      if (typeof from === 'string' && typeof to === 'string' && from !== to) table[from] = to;
    return table;
  },
  ['redirect-table'],
  { tags: [TAGS.redirects] },
);

/** The new location for an old path from the CMS redirect table, or null. */
export async function findRedirect(path: string): Promise<string | null> {
  const table = await redirectTable();
  return Object.hasOwn(table, path) ? (table[path] ?? null) : null;
}
