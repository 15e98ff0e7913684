import 'server-only';

import { unstable_cache } from 'next/cache';

import { payloadClient } from '@/lib/content/payload';
import { TAGS } from '@/lib/content/tags';

/** The new location for an old path from the CMS redirect table (spec §2), or null. */
export const findRedirect = unstable_cache(
  async (path: string): Promise<string | null> => {
    const payload = await payloadClient();
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { from: { equals: path } },
      limit: 1,
      depth: 0,
      pagination: false,
    });
    const target = docs[0]?.to;
    return typeof target === 'string' && target !== path ? target : null;
  },
  ['redirect'],
  { tags: [TAGS.redirects] },
);
