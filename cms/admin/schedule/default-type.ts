/**
 * What the schedule dialog offers first: publishing, unless the document is live exactly as it is
 * saved (then the only thing left to schedule is taking it down). A draft that was never published
 * counts no "unpublished versions" in Payload, which is why Payload's own dialog offered
 * "Unpublish" for it.
 */
export type ScheduleType = 'publish' | 'unpublish';

export function defaultScheduleType(doc: {
  hasPublishedDoc: boolean;
  unpublishedVersionCount: number;
  modified: boolean;
}): ScheduleType {
  const liveAsSaved = doc.hasPublishedDoc && doc.unpublishedVersionCount === 0 && !doc.modified;
  return liveAsSaved ? 'unpublish' : 'publish';
}
