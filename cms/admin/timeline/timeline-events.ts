/**
 * What will change on the site in the coming days, for the dashboard's timeline: publishes and
 * unpublishes staff scheduled (the job queue), and the starts and ends of dated content
 * (collections with a `custom.timeWindow`, such as promotions) read from the documents themselves:
 * published ones, and drafts that go live with a scheduled publish. The window's dates and the
 * active flag decide, as on the site (lib/content/rules.ts).
 */
import { getTranslation } from '@payloadcms/translations';
import type { CollectionSlug, Payload, SanitizedCollectionConfig, TypedLocale, Where } from 'payload';

import { scheduledJobs, type ScheduledJob } from '@/cms/admin/state/scheduled-changes';
import { timeWindowOf } from '@/cms/admin/state/time-window';
import type { TimeWindow } from '@/cms/admin/state/publication-state';
import { activeOnly } from '@/lib/content/rules';

export const TIMELINE_DAYS = 30;

export type TimelineEvent = {
  key: string;
  at: string;
  kind: 'publish' | 'unpublish' | 'starts' | 'ends';
  entity: string;
  title: string;
  href: string;
  /** A window of a draft: it happens only if the draft's scheduled publish runs first. */
  afterScheduledPublish?: boolean;
};

type I18n = Parameters<typeof getTranslation>[1];
type Doc = Record<string, unknown> & { id: string | number; isActive?: boolean | null };
type Read = { payload: Payload; i18n: I18n; locale?: TypedLocale };

function titleOf(config: SanitizedCollectionConfig, doc: Doc): string {
  const value = doc[config.admin.useAsTitle ?? 'id'];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : `#${doc.id}`;
}

function entityLabel(config: SanitizedCollectionConfig, i18n: I18n): string {
  return getTranslation(config.labels.singular, i18n);
}

async function jobEvent({ payload, i18n, locale }: Read, job: ScheduledJob): Promise<TimelineEvent | null> {
  const admin = payload.config.routes.admin;
  const base = { key: `job-${job.id}`, at: job.at, kind: job.type } as const;
  if ('global' in job.target) {
    const global = payload.config.globals.find(({ slug }) => slug === (job.target as { global: string }).global);
    if (!global) return null;
    const label = getTranslation(global.label, i18n);
    return { ...base, entity: label, title: label, href: `${admin}/globals/${global.slug}` };
  }
  const { collection, id } = job.target;
  const config = payload.collections[collection as CollectionSlug]?.config;
  if (!config) return null;
  const doc = (await payload
    .findByID({ collection: collection as CollectionSlug, id, draft: true, depth: 0, locale, disableErrors: true })
    .catch(() => null)) as Doc | null;
  if (!doc) return null;
  return {
    ...base,
    entity: entityLabel(config, i18n),
    title: titleOf(config, doc),
    href: `${admin}/collections/${collection}/${id}`,
  };
}

function inRange(value: unknown, from: number, to: number): value is string {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  return time >= from && time <= to;
}

async function windowEvents(
  { payload, i18n, locale }: Read,
  config: SanitizedCollectionConfig,
  window: TimeWindow,
  jobs: readonly ScheduledJob[],
  from: Date,
  to: Date,
): Promise<TimelineEvent[]> {
  const collection = config.slug as CollectionSlug;
  const drafts = Boolean(config.versions && config.versions.drafts);
  const range = (field: string): Where => ({
    and: [{ [field]: { greater_than_equal: from.toISOString() } }, { [field]: { less_than_equal: to.toISOString() } }],
  });
  const dated: Where = { or: [range(window.start), range(window.end)] };
  // Drafts with a scheduled publish: their window counts from that publish on (jobs are soonest first).
  const publishAt = new Map<string, number>();
  for (const job of jobs) {
    if (job.type !== 'publish' || !('collection' in job.target) || job.target.collection !== collection) continue;
    if (!publishAt.has(job.target.id)) publishAt.set(job.target.id, Date.parse(job.at));
  }
  const publishing = [...publishAt.keys()];
  const [live, scheduled] = await Promise.all([
    payload.find({
      collection,
      where: drafts ? { and: [dated, { _status: { equals: 'published' } }] } : dated,
      depth: 0,
      locale,
      pagination: false,
    }),
    publishing.length
      ? payload.find({
          collection,
          where: { and: [dated, { id: { in: publishing } }] },
          draft: true,
          depth: 0,
          locale,
          pagination: false,
        })
      : { docs: [] },
  ]);
  const docs = new Map<string, { doc: Doc; afterScheduledPublish: boolean }>();
  for (const doc of live.docs as unknown as Doc[]) docs.set(String(doc.id), { doc, afterScheduledPublish: false });
  // What a scheduled publish puts live replaces what is live now.
  for (const doc of scheduled.docs as unknown as Doc[]) docs.set(String(doc.id), { doc, afterScheduledPublish: true });

  const admin = payload.config.routes.admin;
  const events: TimelineEvent[] = [];
  for (const { doc, afterScheduledPublish } of docs.values()) {
    if (activeOnly([doc]).length === 0) continue;
    const common = {
      entity: entityLabel(config, i18n),
      title: titleOf(config, doc),
      href: `${admin}/collections/${collection}/${doc.id}`,
      afterScheduledPublish,
    };
    for (const [kind, field] of [
      ['starts', window.start],
      ['ends', window.end],
    ] as const) {
      const at = doc[field];
      // Before its scheduled publish nothing shows: the publish itself is the start.
      const earliest = afterScheduledPublish
        ? Math.max(from.getTime(), publishAt.get(String(doc.id)) ?? 0)
        : from.getTime();
      if (inRange(at, earliest, to.getTime())) {
        events.push({ key: `${collection}-${doc.id}-${kind}`, at, kind, ...common });
      }
    }
  }
  return events;
}

/** Everything scheduled to change between `now` and `days` later (overdue scheduled jobs included), soonest first. */
export async function timelineEvents(read: Read, { now = new Date(), days = TIMELINE_DAYS } = {}) {
  const to = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  const jobs = await scheduledJobs(read.payload, to.toISOString());
  const windowed = read.payload.config.collections.flatMap((config) => {
    const window = timeWindowOf(config);
    return window ? [{ config, window }] : [];
  });
  const groups = await Promise.all([
    Promise.all(jobs.map((job) => jobEvent(read, job))),
    ...windowed.map(({ config, window }) => windowEvents(read, config, window, jobs, now, to)),
  ]);
  return groups
    .flat()
    .filter((event): event is TimelineEvent => event !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.key.localeCompare(b.key));
}
