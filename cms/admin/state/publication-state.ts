/**
 * What visitors see of a document now, in one word for the admin's lists: live, scheduled,
 * expired, draft or inactive. It applies the site's own display rules (lib/content/rules.ts: the
 * active flag and, for collections with a date window, the window), to the published document,
 * plus the publishes staff scheduled in the job queue. Pure, so it is tested on its own.
 */
import { activeOnly, windowPhase } from '@/lib/content/rules';

export type TimeWindow = { start: string; end: string };

export type PublicationState =
  | { state: 'live'; until?: string }
  | { state: 'scheduled'; at: string }
  | { state: 'expired'; at: string }
  | { state: 'draft' }
  | { state: 'inactive' };

export type ScheduledChange = { type: 'publish' | 'unpublish'; at: string };

type Doc = Record<string, unknown> & { isActive?: boolean | null };

const earliest = (...dates: Array<string | undefined>) =>
  dates.filter((date): date is string => Boolean(date)).sort((a, b) => Date.parse(a) - Date.parse(b))[0];

/**
 * `published` is the document as visitors get it (null when it was never published or is
 * unpublished); `latest` the newest saved version (for a draft waiting for its scheduled publish);
 * `scheduled` the pending schedulePublish jobs of the document.
 */
export function publicationState({
  published,
  latest,
  window,
  scheduled,
  now,
}: {
  published: Doc | null;
  latest: Doc | null;
  window?: TimeWindow;
  scheduled: readonly ScheduledChange[];
  now: Date;
}): PublicationState {
  const next = (type: ScheduledChange['type']) =>
    earliest(...scheduled.filter((change) => change.type === type).map((change) => change.at));
  if (!published) {
    const publishAt = next('publish');
    if (!publishAt) return { state: 'draft' };
    // It goes live at the later of its scheduled publish and its window's start.
    const start = window ? String(latest?.[window.start] ?? '') : '';
    const at = start && Date.parse(start) > Date.parse(publishAt) ? start : publishAt;
    return { state: 'scheduled', at };
  }
  if (activeOnly([published]).length === 0) return { state: 'inactive' };
  if (!window) return { state: 'live', until: next('unpublish') };
  const dates = { startDate: String(published[window.start] ?? ''), endDate: String(published[window.end] ?? '') };
  switch (windowPhase(dates, now)) {
    case 'before':
      return { state: 'scheduled', at: dates.startDate };
    case 'open':
      return { state: 'live', until: earliest(dates.endDate, next('unpublish')) };
    case 'after':
      return { state: 'expired', at: dates.endDate };
    default:
      return { state: 'inactive' };
  }
}
