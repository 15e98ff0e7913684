import 'server-only';

import { content } from '@/lib/content';

/** The new location for an old path from the CMS redirect table (spec §2), or null. */
export async function findRedirect(path: string): Promise<string | null> {
  const table = await content.redirects();
  return Object.hasOwn(table, path) ? (table[path] ?? null) : null;
}
