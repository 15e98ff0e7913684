/**
 * Everything a content collection needs for drafts, versions, scheduled publishing and live pages:
 * spread `...publishing({ schedule }, changeTags.x)` into the collection and add `savedByField` to
 * its fields. A collection that declares a time window (`custom.timeWindow`) also gets its pages
 * changed at each document's start and end (cms/jobs/boundaries.ts); a deleted document's waiting
 * schedules go with it (./scheduled-cleanup.ts). Collections without drafts
 * (media, redirects) keep `hooks: revalidateCollection(changeTags.x)`.
 */
import type { CollectionConfig } from 'payload';

import { revalidateCollection, type TagsOfChange } from '@/cms/hooks/revalidate';
import { boundaryHooks } from '@/cms/jobs/boundaries';
import { collectionDrafts, type DraftOptions } from '@/cms/publishing/versions';
import { markRestore, publishRestored } from '@/cms/publishing/restore';
import { dropScheduledPublishes } from '@/cms/publishing/scheduled-cleanup';

export { savedByField } from '@/cms/publishing/saved-by';

export function publishing<T>(
  options: DraftOptions,
  tagsOf: TagsOfChange<T>,
): Pick<CollectionConfig, 'versions' | 'hooks'> {
  const revalidate = revalidateCollection(tagsOf);
  const boundaries = boundaryHooks(tagsOf);
  return {
    versions: collectionDrafts(options),
    hooks: {
      beforeOperation: [...revalidate.beforeOperation, markRestore],
      beforeChange: [publishRestored],
      afterChange: [...revalidate.afterChange, ...boundaries.afterChange],
      afterDelete: [...revalidate.afterDelete, ...boundaries.afterDelete, dropScheduledPublishes],
    },
  };
}
