/**
 * The server runs its own job queue: scheduled publishing (Payload's `schedulePublish` tasks) needs
 * nobody signed in and no external cron. Payload's own cron (`jobs.autoRun`) would run the tasks
 * outside any request, where Next cannot revalidate pages; so the server calls Payload's
 * `/api/payload-jobs/run` endpoint on itself instead, and each run is an ordinary Next request in
 * which publishing revalidates every locale. Failed tasks are retried by Payload with backoff.
 */
import { runnerToken } from '@/cms/jobs/runner-token';
import { startTicker } from '@/lib/server/ticker';

/** How often the queue is checked (ms): a scheduled item goes live within this of its time. */
const DEFAULT_INTERVAL_MS = 10_000;

function selfOrigin(): string {
  const host = process.env.HOSTNAME;
  const reachable = host && host !== '0.0.0.0' && host !== '::' ? host : '127.0.0.1';
  return `http://${reachable}:${process.env.PORT || 3000}`;
}

export function startJobRunner(): void {
  const interval = Number(process.env.JOBS_INTERVAL_MS) || DEFAULT_INTERVAL_MS;
  // Every queue: scheduled publishing (`default`) and the retries of staff mail (`staff-mail`).
  const url = `${selfOrigin()}/api/payload-jobs/run?allQueues=true&limit=20`;
  startTicker('jobs', interval, async () => {
    // Until the server listens the call fails; the next round tries again.
    const response = await fetch(url, { headers: { Authorization: `Bearer ${runnerToken()}` } });
    if (!response.ok) throw new Error(`job run answered ${response.status}: ${await response.text()}`);
  });
}
