/**
 * Time windows: documents the site shows only between two of their dates (a promotion while
 * startDate <= now <= endDate, spec §5), declared once per collection in `custom.timeWindow`
 * (cms/admin/state/time-window.ts, which the admin's state column and timeline read too). Their pages
 * must change at those moments with nobody acting, so each live document has an `expireTags` job
 * (./expire-tags.ts) at its start and at the first millisecond after its end. Whenever the document
 * changes (dates edited, published, unpublished, deactivated, deleted) its waiting jobs are removed and
 * the ones still ahead queued again, in the same transaction. At start the server also queues any
 * missing for documents saved before (`ensureBoundaries`: an upgrade, a restored backup).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload';

import type { TimeWindow } from '@/cms/admin/state/publication-state';
import { timeWindowOf } from '@/cms/admin/state/time-window';
import { isDraftSave, type TagsOfChange } from '@/cms/hooks/revalidate';
import { EXPIRE_TAGS_TASK, queueExpiry, type Queue } from '@/cms/jobs/expire-tags';
import { changeTags, TAGS, type Tag } from '@/lib/content/tags';

/** A document of a collection with a time window: fields are read by the names its window gives. */
type WindowDoc = { id: number | string };
const field = (doc: WindowDoc, name: string): unknown => Reflect.get(doc, name);

/** A live document: published and active (only those appear and disappear at their dates). */
const live = (doc: WindowDoc) => field(doc, '_status') === 'published' && field(doc, 'isActive') === true;

const time = (value: unknown): number | null => {
  const at = typeof value === 'string' || value instanceof Date ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(at) ? null : at;
};

/** The boundaries of a live document still ahead of `now`: its start, and the first moment after its end. */
export function boundariesAhead(
  doc: WindowDoc,
  window: TimeWindow,
  now: Date,
): { reason: 'start' | 'end'; at: Date }[] {
  if (!live(doc)) return [];
  const start = time(field(doc, window.start));
  const end = time(field(doc, window.end));
  const ahead: { reason: 'start' | 'end'; at: Date }[] = [];
  if (start !== null && start > now.getTime()) ahead.push({ reason: 'start', at: new Date(start) });
  if (end !== null && end + 1 > now.getTime()) ahead.push({ reason: 'end', at: new Date(end + 1) });
  return ahead;
}

const documentKey = (collection: string, id: number | string) => `${collection}:${id}`;

/** The waiting boundary jobs, by document key (few: two per live document with a window ahead). */
async function waitingBoundaryJobs(payload: Payload, req?: PayloadRequest): Promise<Map<string, (number | string)[]>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: EXPIRE_TAGS_TASK } },
        { completedAt: { exists: false } },
        { processing: { equals: false } },
      ],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { input: true },
    req,
  });
  const byDocument = new Map<string, (number | string)[]>();
  for (const job of docs) {
    const input = job.input as { document?: unknown } | null | undefined;
    if (typeof input?.document !== 'string') continue;
    byDocument.set(input.document, [...(byDocument.get(input.document) ?? []), job.id]);
  }
  return byDocument;
}

type Window = { collection: string; window: TimeWindow; tags: Tag[] };

async function queueBoundaries(queue: Queue, { collection, window, tags }: Window, doc: WindowDoc): Promise<void> {
  for (const { reason, at } of boundariesAhead(doc, window, new Date())) {
    await queueExpiry(queue, { tags, at, reason, document: documentKey(collection, doc.id) });
  }
}

/** Replaces the boundary jobs of a document that changed (`doc` null: deleted). */
async function replaceBoundaries(req: PayloadRequest, target: Window, id: number | string, doc: WindowDoc | null) {
  const waiting = (await waitingBoundaryJobs(req.payload, req)).get(documentKey(target.collection, id)) ?? [];
  if (waiting.length) await req.payload.delete({ collection: 'payload-jobs', where: { id: { in: waiting } }, req });
  if (doc) await queueBoundaries({ payload: req.payload, req }, target, doc);
}

/**
 * Hooks that keep the boundary jobs of a collection with a time window in step with its documents
 * (nothing for a collection without one); `tagsOf`: the tags a boundary expires.
 */
export function boundaryHooks<T>(tagsOf: TagsOfChange<T>) {
  const afterChange: CollectionAfterChangeHook = async ({ collection, doc, req, context }) => {
    const window = timeWindowOf(collection);
    // A draft save changes nothing live: the published dates still hold.
    if (window && !isDraftSave(context)) {
      await replaceBoundaries(req, { collection: collection.slug, window, tags: tagsOf({ doc }) }, doc.id, doc);
    }
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ collection, id, doc, req }) => {
    const window = timeWindowOf(collection);
    if (window) await replaceBoundaries(req, { collection: collection.slug, window, tags: tagsOf({ doc }) }, id, null);
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}

/** The tags a boundary of a collection's documents expires (its own change tags, else everything). */
function windowTags(slug: string): Tag[] {
  const tagsOf = (changeTags as Record<string, ((change: object) => Tag[]) | undefined>)[slug];
  return tagsOf ? tagsOf({}) : [TAGS.all];
}

/** Queues the boundaries of live documents that have none waiting (at server start). */
export async function ensureBoundaries(payload: Payload): Promise<void> {
  const waiting = await waitingBoundaryJobs(payload);
  for (const config of payload.config.collections) {
    const window = timeWindowOf(config);
    if (!window) continue;
    const { docs } = await payload.find({
      collection: config.slug,
      where: { and: [{ _status: { equals: 'published' } }, { isActive: { equals: true } }] },
      depth: 0,
      limit: 0,
      pagination: false,
    });
    const target = { collection: config.slug, window, tags: windowTags(config.slug) };
    for (const doc of docs) {
      if (!waiting.has(documentKey(config.slug, doc.id))) await queueBoundaries({ payload }, target, doc);
    }
  }
}
