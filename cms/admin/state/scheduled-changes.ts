/**
 * The publishes and unpublishes staff scheduled (Payload's `schedulePublish` jobs not yet run),
 * read once per admin request. Only that task counts: other jobs in the queue (such as the
 * boundary jobs that refresh pages when a promotion starts) are the system's, not staff's plans.
 */
import type { Payload } from 'payload';
import { cache } from 'react';

import type { ScheduledChange } from '@/cms/admin/state/publication-state';

export type ScheduledJob = ScheduledChange & {
  id: string;
  target: { collection: string; id: string } | { global: string };
};

type JobInput = { type?: string; doc?: { relationTo?: string; value?: string | number }; global?: string };

export const SCHEDULE_TASK = 'schedulePublish';

function targetOf(input: JobInput): ScheduledJob['target'] | null {
  if (input.doc?.relationTo && input.doc.value !== undefined && input.doc.value !== null) {
    return { collection: input.doc.relationTo, id: String(input.doc.value) };
  }
  return input.global ? { global: input.global } : null;
}

/** Pending scheduled changes, soonest first, up to `until` (all when omitted). */
export const scheduledJobs = cache(async (payload: Payload, until?: string): Promise<ScheduledJob[]> => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: SCHEDULE_TASK } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        ...(until ? [{ waitUntil: { less_than_equal: until } }] : []),
      ],
    },
    sort: 'waitUntil',
    pagination: false,
    depth: 0,
  });
  return docs.flatMap((job) => {
    const input = (job.input ?? {}) as JobInput;
    const target = targetOf(input);
    // A job without a target is Payload's no-op left behind when staff cancel a schedule.
    if (!target || !job.waitUntil) return [];
    const type = input.type === 'unpublish' ? 'unpublish' : 'publish';
    return [{ id: String(job.id), type, at: String(job.waitUntil), target }];
  });
});

/** The pending scheduled changes of one document. */
export async function scheduledChangesOf(payload: Payload, collection: string, id: string | number) {
  const jobs = await scheduledJobs(payload);
  return jobs.filter(
    (job) => 'collection' in job.target && job.target.collection === collection && job.target.id === String(id),
  );
}
