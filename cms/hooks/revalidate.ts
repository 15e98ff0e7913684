/**
 * Revalidation of the public site after CMS changes: every collection and global calls
 * revalidateTag for the cache tags of lib/content/tags.ts when what visitors can see changes:
 * a published save, a publish, an unpublish, a restore, a delete. Draft saves and autosaves change
 * nothing public (Payload writes only the versions table) and revalidate nothing.
 * Skipped when `context.disableRevalidate` is set (the seed). Outside a Next request (Local API from
 * `payload run`, tests) Next has no cache to revalidate and throws an invariant error: that case is
 * logged at debug level and ignored. A revalidation failure never fails the editor's save.
 */
import { revalidateTag } from 'next/cache';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload';

import { hasDraftsEnabled } from 'payload/shared';

import { isPublicDoc } from '@/cms/publishing/versions';
import type { Tag } from '@/lib/content/tags';

const OUTSIDE_NEXT = /static generation store missing|incrementalCache missing/i;
/** Set by beforeOperation for the operation under way: it only saves a draft. */
const DRAFT_SAVE = 'publishing.draftSave';

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

type OperationArgs = { draft?: boolean; data?: { _status?: unknown } };

/**
 * Payload's hooks after a change do not say whether the change was a draft save; the operation's
 * arguments do. A save with `draft: true` that does not set `_status: 'published'` is one.
 */
export function markDraftSave({ args, operation, context }: Parameters<CollectionBeforeOperationHook>[0]) {
  if (operation === 'create' || operation === 'update') {
    const { draft, data } = (args ?? {}) as OperationArgs;
    context[DRAFT_SAVE] = Boolean(draft) && data?._status !== 'published';
  }
  return args;
}

type Entity = Parameters<typeof hasDraftsEnabled>[0];

/** Whether a change reached the public: not a draft save, and the document is or was live. */
function changedPublic(entity: Entity, doc: unknown, previousDoc: unknown, context: RequestContext): boolean {
  if (context[DRAFT_SAVE]) return false;
  const drafts = hasDraftsEnabled(entity);
  return isPublicDoc(doc, drafts) || isPublicDoc(previousDoc, drafts);
}

/** Hooks of a collection whose content feeds the given tags. */
export function revalidateCollection(...tags: Tag[]) {
  const afterChange: CollectionAfterChangeHook = ({ collection, doc, previousDoc, req, context }) => {
    if (changedPublic(collection, doc, previousDoc, context)) revalidateTags(tags, req, context);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = ({ collection, doc, req, context }) => {
    if (isPublicDoc(doc, hasDraftsEnabled(collection))) revalidateTags(tags, req, context);
    return doc;
  };
  return { beforeOperation: [markDraftSave], afterChange: [afterChange], afterDelete: [afterDelete] };
}

/** Hooks of a global. */
export function revalidateGlobal(...tags: Tag[]) {
  const afterChange: GlobalAfterChangeHook = ({ global, doc, previousDoc, req, context }) => {
    if (changedPublic(global, doc, previousDoc, context)) revalidateTags(tags, req, context);
    return doc;
  };
  return { beforeOperation: [markDraftSave as never], afterChange: [afterChange] };
}
