/**
 * Run by tests/e2e/leads-retention.spec.ts in a process of its own (through scripts/payload.mjs, like the
 * seed): dates the lead LEAD_ID back by LEAD_AGE_MONTHS months (a system write, as only the server may change
 * when a lead arrived), then queues the retention task, which the server under test runs from its job queue.
 */
import config from '@payload-config';
import { getPayload } from 'payload';

import { retentionCutoff } from '@/cms/jobs/lead-retention';

const id = Number(process.env.LEAD_ID);
const months = Number(process.env.LEAD_AGE_MONTHS ?? 25);
const payload = await getPayload({ config });
try {
  await payload.update({
    collection: 'contact-submissions',
    id,
    data: { createdAt: retentionCutoff(new Date(), months).toISOString() },
    overrideAccess: true,
    context: { leadSystemWrite: true },
  });
  await payload.jobs.queue({ task: 'anonymiseOldLeads', input: {} });
  await payload.destroy();
  process.exit(0);
} catch (error) {
  console.error(new Error('Dating a lead back failed', { cause: error }));
  await payload.destroy().catch(() => undefined);
  process.exit(1);
}
