/**
 * Revalidation of the public site after CMS changes: every collection and global calls
 * revalidateTag for the cache tags of lib/content/tags.ts on change and on delete (unpublishing is
 * a change of isActive, so it is covered too). Skipped when `context.disableRevalidate` is set
 * (the seed). Outside a Next request (Local API from `payload run`, tests) Next has no cache to
 * revalidate and throws an invariant error: that case is logged at debug level and ignored.
 * A revalidation failure never fails the editor's save.
 */
import { revalidateTag } from 'next/cache';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload';

import type { Tag } from '@/lib/content/tags';

const OUTSIDE_NEXT = /static generation store missing|incrementalCache missing/i;

export function revalidateTags(tags: readonly Tag[], req: PayloadRequest, context: RequestContext): void {
  if (context?.disableRevalidate) return;
  for (const tag of tags) {
    try {
      revalidateTag(tag, 'max');
    } catch (error) {
      if (error instanceof Error && OUTSIDE_NEXT.test(error.message)) {
        req.payload.logger.debug(`revalidate "${tag}" skipped: not inside a Next.js request`);
      } else {
        req.payload.logger.error({ err: error, msg: `revalidate "${tag}" failed` });
      }
    }
  }
}

/** afterChange + afterDelete hooks of a collection whose content feeds the given tags. */
export function revalidateCollection(...tags: Tag[]): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    afterChange: [
      ({ doc, req, context }) => {
        revalidateTags(tags, req, context);
        return doc;
      },
    ],
    afterDelete: [
      ({ doc, req, context }) => {
        revalidateTags(tags, req, context);
        return doc;
      },
    ],
  };
}

/** afterChange hook of a global. */
export function revalidateGlobal(...tags: Tag[]): { afterChange: GlobalAfterChangeHook[] } {
  return {
    afterChange: [
      ({ doc, req, context }) => {
        revalidateTags(tags, req, context);
        return doc;
      },
    ],
  };
}
