/**
 * Everything a content collection needs for drafts, versions, scheduled publishing and live pages:
 * spread `...publishing({ schedule }, TAGS.x)` into the collection and add `savedByField` to its
 * fields. Collections without drafts (media, redirects) keep `hooks: revalidateCollection(...)`.
 */
import type { CollectionConfig } from 'payload';

import { revalidateCollection } from '@/cms/hooks/revalidate';
import { collectionDrafts, type DraftOptions } from '@/cms/publishing/versions';
import { markRestore, publishRestored } from '@/cms/publishing/restore';
import type { Tag } from '@/lib/content/tags';

export { savedByField } from '@/cms/publishing/saved-by';

export function publishing(options: DraftOptions, ...tags: Tag[]): Pick<CollectionConfig, 'versions' | 'hooks'> {
  const revalidate = revalidateCollection(...tags);
  return {
    versions: collectionDrafts(options),
    hooks: {
      ...revalidate,
      beforeOperation: [...revalidate.beforeOperation, markRestore],
      beforeChange: [publishRestored],
    },
  };
}
