/**
 * Retention of leads (PDPA): leads older than LEAD_RETENTION_MONTHS (default 24) are anonymised by a task of
 * Payload's job queue, scheduled daily (Payload queues it from the cron below whenever the server runs its
 * queue, cms/jobs/runner.ts). What identifies a person (name, e-mail, phone, message, sales notes) is
 * replaced; what marketing counts (date, language, service, channel, campaign, pages, status) stays, so the
 * dashboard and exports of past months keep their numbers.
 */
import type { Payload, TaskConfig } from 'payload';

import { contactSettings } from '@/lib/contact/settings';

export const ANONYMISED = {
  name: 'Anonymised',
  email: 'anonymised@example.invalid',
  phone: '0000000000',
  message: '(removed after the retention period)',
} as const;

/** The moment before which leads are anonymised: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Anonymises every lead created before `cutoff` that still holds personal data; returns how many. */
export async function anonymiseLeadsBefore(payload: Payload, cutoff: Date, now = new Date()): Promise<number> {
  const { docs } = await payload.update({
    collection: 'contact-submissions',
    where: { and: [{ createdAt: { less_than: cutoff.toISOString() } }, { anonymisedAt: { exists: false } }] },
    data: { ...ANONYMISED, salesNotes: null, anonymisedAt: now.toISOString() },
    overrideAccess: true,
    depth: 0,
    // Final fields may be changed by this job only (cms/collections/leads/final-fields.ts).
    context: { leadSystemWrite: true, disableRevalidate: true },
  });
  return docs.length;
}

export const leadRetentionTask: TaskConfig<{ input: object; output: { anonymised: number } }> = {
  slug: 'anonymiseOldLeads',
  label: 'Anonymise leads past the retention period',
  schedule: [{ cron: '0 20 * * *', queue: 'default' }], // 03:00 in Bangkok
  retries: 3,
  handler: async ({ req }) => {
    const months = contactSettings().leadRetentionMonths;
    const anonymised = await anonymiseLeadsBefore(req.payload, retentionCutoff(new Date(), months));
    if (anonymised > 0) req.payload.logger.info(`[leads] anonymised ${anonymised} leads older than ${months} months`);
    return { output: { anonymised } };
  },
};
