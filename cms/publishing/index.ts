/**
 * Everything a content collection needs for drafts, versions, scheduled publishing and live pages:
 * spread `...publishing({ schedule }, changeTags.x)` into the collection and add `savedByField` to
 * its fields. `window`: the collection's documents are shown between two of their dates, and its
 * pages change at those moments (cms/jobs/boundaries.ts). Collections without drafts (media,
 * redirects) keep `hooks: revalidateCollection(changeTags.x)`.
 */
import type { CollectionConfig } from 'payload';

import { revalidateCollection, type TagsOfChange } from '@/cms/hooks/revalidate';
import { boundaryHooks, type TimeWindow, type WindowDoc } from '@/cms/jobs/boundaries';
import { collectionDrafts } from '@/cms/publishing/versions';
import { markRestore, publishRestored } from '@/cms/publishing/restore';

export { savedByField } from '@/cms/publishing/saved-by';

type Options<D extends WindowDoc> = { schedule?: boolean; window?: TimeWindow<D> };

export function publishing<T, D extends WindowDoc>(
  { schedule, window }: Options<D>,
  tagsOf: TagsOfChange<T>,
): Pick<CollectionConfig, 'versions' | 'hooks'> {
  const revalidate = revalidateCollection(tagsOf);
  const boundaries = window ? boundaryHooks(window) : { afterChange: [], afterDelete: [] };
  return {
    versions: collectionDrafts({ schedule }),
    hooks: {
      beforeOperation: [...revalidate.beforeOperation, markRestore],
      beforeChange: [publishRestored],
      afterChange: [...revalidate.afterChange, ...boundaries.afterChange],
      afterDelete: [...revalidate.afterDelete, ...boundaries.afterDelete],
    },
  };
}
