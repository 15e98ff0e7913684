/** The publication state of one document, read through the Local API (cms/admin/state/publication-state.ts). */
import type { CollectionSlug, Payload } from 'payload';

import { publicationState, type PublicationState } from '@/cms/admin/state/publication-state';
import { scheduledChangesOf } from '@/cms/admin/state/scheduled-changes';
import { timeWindowOf } from '@/cms/admin/state/time-window';

type Doc = Record<string, unknown>;

export async function stateOf(payload: Payload, slug: string, id: string | number): Promise<PublicationState | null> {
  const config = payload.collections[slug as CollectionSlug]?.config;
  if (!config) return null;
  const collection = slug as CollectionSlug;
  const drafts = Boolean(config.versions && config.versions.drafts);
  const [latest, published, scheduled] = await Promise.all([
    payload.findByID({ collection, id, draft: true, depth: 0, disableErrors: true }) as Promise<Doc | null>,
    drafts
      ? payload
          .find({
            collection,
            where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
            depth: 0,
            limit: 1,
            pagination: false,
          })
          .then(({ docs }) => (docs[0] as Doc | undefined) ?? null)
      : null,
    scheduledChangesOf(payload, slug, id),
  ]);
  if (!latest) return null;
  return publicationState({
    published: drafts ? published : latest,
    latest,
    window: timeWindowOf(config),
    scheduled,
    now: new Date(),
  });
}

/** The date window of a dated document as last saved (null for undated content or missing dates). */
export async function savedWindow(
  payload: Payload,
  slug: string,
  id: string | number,
): Promise<{ start: string; end: string } | null> {
  const config = payload.collections[slug as CollectionSlug]?.config;
  const window = timeWindowOf(config);
  if (!window) return null;
  const doc = (await payload.findByID({
    collection: slug as CollectionSlug,
    id,
    draft: true,
    depth: 0,
    disableErrors: true,
  })) as Doc | null;
  const start = doc?.[window.start];
  const end = doc?.[window.end];
  return typeof start === 'string' && typeof end === 'string' ? { start, end } : null;
}
