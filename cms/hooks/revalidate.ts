/**
 * Freshness of the public site after CMS changes. Every content collection and global expires the
 * tags its change affects (lib/content/tags.ts `changeTags`) when what visitors can see changes: a
 * published save, a publish, an unpublish, a restore, a delete, a scheduled publish. Draft saves
 * and autosaves change nothing public (Payload writes only the versions table) and expire nothing.
 *
 * For each such change (lib/content/expire.ts):
 * 1. this process's page cache: Next expires the tags when the request ends, after the commit;
 * 2. the shared cache (Redis) and the tag clock: once the transaction has committed, before the
 *    editor's request returns (./after-commit.ts), so the next request on any instance, in every
 *    locale, regenerates the page from what was just published;
 * 3. a page whose regeneration read the content before the change and was stored after it is
 *    expired again by that regeneration itself (lib/content/stale-guard.ts);
 * 4. made outside the server (a script), the change is expired by the server's job queue.
 *
 * Skipped when `context.disableRevalidate` is set (the seed). A failure never fails the editor's save.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  PayloadRequest,
  RequestContext,
} from 'payload';

import { hasDraftsEnabled } from 'payload/shared';

import { afterCommit } from '@/cms/hooks/after-commit';
import { queueServerExpiry } from '@/cms/jobs/expire-tags';
import { isPublicDoc } from '@/cms/publishing/versions';
import { expireInNext, expireShared } from '@/lib/content/expire';
import type { Change, Tag } from '@/lib/content/tags';

/** Set by beforeOperation for the operation under way: it only saves a draft. */
const DRAFT_SAVE = 'publishing.draftSave';

/** Expires `tags` after a change made through `req` (see above). */
export async function expireAfterChange(tags: readonly Tag[], req: PayloadRequest, context: RequestContext) {
  if (context?.disableRevalidate || tags.length === 0) return;
  try {
    const inNext = expireInNext(tags);
    await afterCommit(req, () => expireShared(tags));
    if (!inNext) {
      req.payload.logger.debug(`expire ${tags.join(', ')}: not inside a Next.js request; the server will`);
      await queueServerExpiry(req, tags);
    }
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `expiring ${tags.join(', ')} failed` });
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

/** Whether the operation under way only saves a draft (see markDraftSave). */
export function isDraftSave(context: RequestContext): boolean {
  return context[DRAFT_SAVE] === true;
}

type Entity = Parameters<typeof hasDraftsEnabled>[0];

/** Whether a change reached the public: not a draft save, and the document is or was live. */
function changedPublic(entity: Entity, doc: unknown, previousDoc: unknown, context: RequestContext): boolean {
  if (isDraftSave(context)) return false;
  const drafts = hasDraftsEnabled(entity);
  return isPublicDoc(doc, drafts) || isPublicDoc(previousDoc, drafts);
}

/** Which tags a change of one kind of document expires (lib/content/tags.ts `changeTags`). */
export type TagsOfChange<T> = (change: Change<T>) => Tag[];

/** Hooks of a collection whose documents the public pages show. */
export function revalidateCollection<T>(tagsOf: TagsOfChange<T>) {
  const afterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req, context }) => {
    if (changedPublic(collection, doc, previousDoc, context)) {
      await expireAfterChange(tagsOf({ doc, previousDoc }), req, context);
    }
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req, context }) => {
    if (isPublicDoc(doc, hasDraftsEnabled(collection))) await expireAfterChange(tagsOf({ doc }), req, context);
    return doc;
  };
  return { beforeOperation: [markDraftSave], afterChange: [afterChange], afterDelete: [afterDelete] };
}

/** Hooks of a global. */
export function revalidateGlobal<T>(tagsOf: TagsOfChange<T>) {
  const afterChange: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req, context }) => {
    if (changedPublic(global, doc, previousDoc, context)) {
      await expireAfterChange(tagsOf({ doc, previousDoc }), req, context);
    }
    return doc;
  };
  return { beforeOperation: [markDraftSave as never], afterChange: [afterChange] };
}
