/**
 * Payload marks a job `processing` when a runner takes it and clears the mark when the run ends. A runner
 * whose process dies in between (killed, out of memory, a host restart) leaves the mark for good: Payload
 * has no lease on it (payloadcms/payload#17645), so a scheduled publish or a password-reset mail would
 * never run. Each round of the server's runner (./runner.ts) hands such jobs back to the queue once their
 * claim is older than JOBS_STALE_MS (the lead outbox's CONTACT_STALE_CLAIM_MS plays the same part), and
 * the round then runs them like any waiting job. Every task here may run twice: a publish publishes the
 * same version, the expiry of tags expires them again, and a staff mail keeps its Message-ID
 * (cms/email/staff-mail.ts), so the mailbox keeps one.
 */
import type { Payload } from 'payload';

/** Clears the mark of jobs claimed more than `staleMs` ago; returns their ids. */
export async function releaseAbandonedJobs(
  payload: Payload,
  staleMs: number,
  now = new Date(),
): Promise<(string | number)[]> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now.getTime() - staleMs).toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  });
  for (const job of docs) {
    payload.logger.warn(`[jobs] job ${job.id} (${job.taskSlug}) was claimed by a runner that stopped; it runs again`);
  }
  return docs.map((job) => job.id);
}
