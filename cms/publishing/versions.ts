/**
 * Drafts, versions and scheduled publishing of the content collections and the config global
 * (Payload's own mechanism). Every save is kept as a version (compare and restore in the admin);
 * while staff type, drafts are autosaved; "Publish" copies the draft onto the live document.
 * With `schedule`, staff can queue a publish or unpublish for a date and time: a `schedulePublish`
 * job in the default queue, run by the server itself (cms/jobs/runner.ts).
 */
import type { CollectionConfig, GlobalConfig } from 'payload';

/** Versions kept per document: months of daily edits, while the versions table stays small. */
export const MAX_VERSIONS_PER_DOC = 50;
/** Autosave interval while editing (ms): the live preview follows the draft at this pace. */
export const AUTOSAVE_INTERVAL_MS = 1500;

/**
 * `validate: true` makes a draft a valid document like a published one, and keeps "Create new" from
 * saving anything before staff save: with unvalidated drafts Payload's create screen saves an empty
 * draft the moment it opens (an untitled "6" left behind by whoever looked and left). The first
 * save is "Save draft" or "Publish"; after it, autosave keeps the draft while staff type.
 */
function draftOptions(schedule: boolean) {
  return { autosave: { interval: AUTOSAVE_INTERVAL_MS }, schedulePublish: schedule, validate: true };
}

export type DraftOptions = {
  schedule?: boolean;
  /** Keep every version (no cap): the legal pages, whose versions are the record of what the site said. */
  keepEveryVersion?: boolean;
};

export function collectionDrafts({
  schedule = false,
  keepEveryVersion = false,
}: DraftOptions = {}): CollectionConfig['versions'] {
  // Payload reads maxPerDoc 0 as "no limit".
  return { maxPerDoc: keepEveryVersion ? 0 : MAX_VERSIONS_PER_DOC, drafts: draftOptions(schedule) };
}

export function globalDrafts(): GlobalConfig['versions'] {
  return { max: MAX_VERSIONS_PER_DOC, drafts: draftOptions(false) };
}

/** A document visitors can see: any document of a collection without drafts, else a published one. */
export function isPublicDoc(doc: unknown, hasDrafts: boolean): boolean {
  if (!doc || typeof doc !== 'object') return false;
  return !hasDrafts || (doc as { _status?: unknown })._status === 'published';
}
