/**
 * Which document a staff preview is about, so the preview bar can say whether the page shows
 * something visitors do not see yet or what is already published. The admin's Preview button and
 * Live Preview add `doc=<collection or global slug>[:<id>]` to /api/preview, which keeps it in a
 * cookie beside draft mode; the bar reads that document's newest version on every render (Live
 * Preview re-renders the page after each save and after Publish).
 */
import type { CollectionSlug, GlobalSlug, Payload } from 'payload';

export const PREVIEW_DOC_COOKIE = 'preview-doc';

const REF = /^([a-z][a-z0-9-]{0,63})(?::([A-Za-z0-9_-]{1,64}))?$/;

export type PreviewDoc = { slug: string; id?: string };

/** The `doc` value of a preview link for a document (null when it has no slug). */
export function previewDocRef(slug: string, doc: Record<string, unknown> | null | undefined): string | null {
  if (!REF.test(slug)) return null;
  const id = doc?.id;
  return (typeof id === 'string' || typeof id === 'number') && REF.test(`${slug}:${id}`) ? `${slug}:${id}` : slug;
}

export function parsePreviewDoc(value: string | null | undefined): PreviewDoc | null {
  const match = value ? REF.exec(value) : null;
  if (!match?.[1]) return null;
  return match[2] ? { slug: match[1], id: match[2] } : { slug: match[1] };
}

/**
 * Whether the newest saved version of the previewed document is the published one (true), a
 * draft (false), or unknown (null: no such document, or a collection without drafts).
 */
export async function previewDocPublished(payload: Payload, ref: PreviewDoc): Promise<boolean | null> {
  const read = { draft: true, depth: 0 } as const;
  const collection = payload.collections[ref.slug as CollectionSlug]?.config;
  type Saved = { _status?: unknown } | null;
  let doc: Saved;
  if (collection) {
    if (!ref.id || !collection.versions?.drafts) return null;
    doc = (await payload
      .findByID({ collection: ref.slug as CollectionSlug, id: ref.id, ...read, disableErrors: true })
      .catch(() => null)) as Saved;
  } else {
    const global = payload.config.globals.find(({ slug }) => slug === ref.slug);
    if (!global?.versions?.drafts) return null;
    doc = (await payload.findGlobal({ slug: ref.slug as GlobalSlug, ...read }).catch(() => null)) as Saved;
  }
  if (!doc) return null;
  return doc._status === 'published';
}
