/**
 * Time windows: documents the site shows only between two of their dates (a promotion while
 * startDate <= now <= endDate, spec §5). Their pages must change at those moments with nobody
 * acting, so each live document has an `expireTags` job (./expire-tags.ts) at its start and at the
 * first millisecond after its end. Whenever the document changes (dates edited, published,
 * unpublished, deactivated, deleted) its waiting jobs are removed and the ones still ahead queued
 * again, in the same transaction. At start the server also queues any missing for documents saved
 * before (`ensureBoundaries`: an upgrade, a restored backup).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest, Where } from 'payload';

import type { Promotion } from '@/cms/payload-types';
import { isDraftSave } from '@/cms/hooks/revalidate';
import { EXPIRE_TAGS_TASK, queueExpiry, type Queue } from '@/cms/jobs/expire-tags';
import { changeTags, type Tag } from '@/lib/content/tags';

export type WindowDoc = { id: number | string; _status?: string | null; isActive?: boolean | null };

export type TimeWindow<D extends WindowDoc> = {
  collection: string;
  /** Its first and last moment shown (both inclusive), as stored. */
  bounds: (doc: D) => [start: string | null | undefined, end: string | null | undefined];
  /** The tags a boundary expires. */
  tags: () => Tag[];
  /** Every live document of the collection. */
  findLive: (payload: Payload) => Promise<D[]>;
};

/** A live document: published and active (only those appear and disappear at their dates). */
const LIVE: Where = { and: [{ _status: { equals: 'published' } }, { isActive: { equals: true } }] };
const live = (doc: WindowDoc) => doc._status === 'published' && doc.isActive === true;

export const PROMOTION_WINDOW: TimeWindow<Promotion> = {
  collection: 'promotions',
  bounds: (doc) => [doc.startDate, doc.endDate],
  tags: changeTags.promotions,
  findLive: async (payload) =>
    (await payload.find({ collection: 'promotions', where: LIVE, depth: 0, limit: 0, pagination: false })).docs,
};

/** Every time window of the site. */
const TIME_WINDOWS = [PROMOTION_WINDOW];

const time = (value: string | null | undefined): number | null => {
  const at = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(at) ? null : at;
};

/** The boundaries of a live document still ahead of `now`: its start, and the first moment after its end. */
export function boundariesAhead<D extends WindowDoc>(
  doc: D,
  window: TimeWindow<D>,
  now: Date,
): { reason: 'start' | 'end'; at: Date }[] {
  if (!live(doc)) return [];
  const [start, end] = window.bounds(doc).map(time);
  const ahead: { reason: 'start' | 'end'; at: Date }[] = [];
  if (start != null && start > now.getTime()) ahead.push({ reason: 'start', at: new Date(start) });
  if (end != null && end + 1 > now.getTime()) ahead.push({ reason: 'end', at: new Date(end + 1) });
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

async function queueBoundaries<D extends WindowDoc>(queue: Queue, window: TimeWindow<D>, doc: D): Promise<void> {
  for (const { reason, at } of boundariesAhead(doc, window, new Date())) {
    await queueExpiry(queue, { tags: window.tags(), at, reason, document: documentKey(window.collection, doc.id) });
  }
}

/** Replaces the boundary jobs of a document that changed (`doc` null: deleted). */
async function replaceBoundaries<D extends WindowDoc>(
  req: PayloadRequest,
  window: TimeWindow<D>,
  id: number | string,
  doc: D | null,
): Promise<void> {
  const waiting = (await waitingBoundaryJobs(req.payload, req)).get(documentKey(window.collection, id)) ?? [];
  if (waiting.length) await req.payload.delete({ collection: 'payload-jobs', where: { id: { in: waiting } }, req });
  if (doc) await queueBoundaries({ payload: req.payload, req }, window, doc);
}

/** Hooks that keep a collection's boundary jobs in step with its documents. */
export function boundaryHooks<D extends WindowDoc>(window: TimeWindow<D>) {
  // Payload passes the collection's documents, the type the window is declared for.
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, context }) => {
    // A draft save changes nothing live: the published dates still hold.
    if (!isDraftSave(context)) await replaceBoundaries(req, window, doc.id, doc);
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
    await replaceBoundaries(req, window, id, null);
  };
  return { afterChange: [afterChange], afterDelete: [afterDelete] };
}

/** Queues the boundaries of live documents that have none waiting (at server start). */
export async function ensureBoundaries(payload: Payload): Promise<void> {
  const waiting = await waitingBoundaryJobs(payload);
  for (const window of TIME_WINDOWS) {
    for (const doc of await window.findLive(payload)) {
      if (!waiting.has(documentKey(window.collection, doc.id))) await queueBoundaries({ payload }, window, doc);
    }
  }
}
