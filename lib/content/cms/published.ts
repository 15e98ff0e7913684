/**
 * What "published" means for the CMS reads. Documents with drafts carry `_status`: the live row is
 * 'published' once staff publish it and 'draft' while it was never published or after "Unpublish";
 * draft saves of a published document live only in the versions table. The config global cannot be
 * taken off the site, so when its live row is not published (unpublished, or an unpublished
 * version restored) the site keeps showing its latest published version.
 */
import type { Payload, Where } from 'payload';

import { allLocales } from '@/lib/content/cms/all-locales';
import type { ConfigDoc } from '@/lib/content/cms/map-config';

export const ACTIVE: Where = { isActive: { equals: true } };
export const PUBLISHED: Where = { _status: { equals: 'published' } };

const read = { locale: 'all', fallbackLocale: false, depth: 0 } as const;

export async function publishedConfig(payload: Payload, draft: boolean): Promise<ConfigDoc> {
  const live = await payload.findGlobal({ slug: 'config', ...read, draft });
  if (draft || live._status !== 'draft') return allLocales('config', live);
  const { docs } = await payload.findGlobalVersions({
    slug: 'config',
    ...read,
    where: { 'version._status': { equals: 'published' } },
    sort: '-updatedAt',
    limit: 1,
  });
  return allLocales('config', docs[0]?.version ?? live);
}
