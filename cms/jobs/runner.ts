/**
 * The server runs its own job queue: scheduled publishing (Payload's `schedulePublish` tasks) and
 * the expiry of time windows and settling (./expire-tags.ts) need nobody signed in and no external
 * cron. Payload's own cron (`jobs.autoRun`) would run the tasks outside any request, where Next
 * cannot expire pages; so the server calls Payload's `/api/payload-jobs/run` endpoint on itself
 * instead, and each run is an ordinary Next request in which publishing expires every locale.
 * Failed tasks are retried by Payload with backoff.
 *
 * On time: besides every JOBS_INTERVAL_MS, a round runs at the moment the earliest waiting job is
 * due (looked up after each round; jobs queued in this process wake it directly: ./wake.ts), so a
 * promotion starts, and a scheduled publish goes live, within about a second of its time.
 */
import type { Where } from 'payload';

import { releaseAbandonedJobs } from '@/cms/jobs/abandoned';
import { runnerToken } from '@/cms/jobs/runner-token';
import { ensureBoundaries } from '@/cms/jobs/boundaries';
import { onJobWake } from '@/cms/jobs/wake';
import { payloadClient } from '@/lib/content/payload';
import { positiveInt, STALE_CLAIM_MS } from '@/lib/contact/settings';
import { runTickerAt, startTicker } from '@/lib/server/ticker';

/** How often the queue is checked (ms) when no job is known to be due sooner. */
const DEFAULT_INTERVAL_MS = 10_000;
const TICKER = 'jobs';
/** A round starts this long after a job's time: Payload runs jobs whose waitUntil is strictly past. */
const GRACE_MS = 50;

function selfOrigin(): string {
  const host = process.env.HOSTNAME;
  const reachable = host && host !== '0.0.0.0' && host !== '::' ? host : '127.0.0.1';
  return `http://${reachable}:${process.env.PORT || 3000}`;
}

/** Jobs Payload would run once their time has come: not done, not failed for good, not running. */
const WAITING: Where = {
  and: [
    { completedAt: { exists: false } },
    { hasError: { not_equals: true } },
    { processing: { equals: false } },
    { waitUntil: { exists: true } },
  ],
};

/** When the earliest waiting job is due, or null. */
async function nextDue(): Promise<Date | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: WAITING,
    sort: 'waitUntil',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { waitUntil: true },
  });
  const due = docs[0]?.waitUntil;
  return due ? new Date(due) : null;
}

const wakeAt = (at: Date) => runTickerAt(TICKER, new Date(at.getTime() + GRACE_MS));

export function startJobRunner(): void {
  const interval = Number(process.env.JOBS_INTERVAL_MS) || DEFAULT_INTERVAL_MS;
  // Every queue: scheduled publishing and time windows (`default`) and the retries of staff mail (`staff-mail`).
  const url = `${selfOrigin()}/api/payload-jobs/run?allQueues=true&limit=20`;
  // JOBS_STALE_MS: the lead outbox's default stale claim, far longer than any task runs (a send gives up after 10 s).
  const staleMs = positiveInt('JOBS_STALE_MS', STALE_CLAIM_MS, 1000);
  const started = startTicker(TICKER, interval, async () => {
    // Jobs left marked by a runner that died are run again (./abandoned.ts).
    await releaseAbandonedJobs(await payloadClient(), staleMs);
    // Until the server listens the call fails; the next round tries again.
    const response = await fetch(url, { headers: { Authorization: `Bearer ${runnerToken()}` } });
    if (!response.ok) throw new Error(`job run answered ${response.status}: ${await response.text()}`);
    const due = await nextDue();
    // One already overdue (more than a round's limit, or claimed elsewhere): look again in a second.
    if (due) wakeAt(new Date(Math.max(due.getTime(), Date.now() + 1000)));
  });
  if (!started) return;
  onJobWake(wakeAt);
  // Time windows of documents saved before this server ran (an upgrade, a restored backup).
  void payloadClient()
    .then(ensureBoundaries)
    .catch((error: unknown) => console.error(new Error('[jobs] checking time windows failed', { cause: error })));
}
