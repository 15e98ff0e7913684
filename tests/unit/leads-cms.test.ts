/**
 * Leads in the CMS on a real (temporary) SQLite database, through Payload's Local API and access control:
 * final fields, the sales log, deletions, retention and the CSV export endpoint.
 */
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';
import { userWith } from '../helpers/seeded-cms';

let env: PayloadTestEnv;
let payload: Payload;

beforeAll(async () => {
  env = await createPayloadTestEnv('leads-cms');
  payload = env.payload;
});

afterAll(async () => {
  await env?.cleanup();
});

async function newLead(overrides: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'contact-submissions',
    data: {
      name: 'สมชาย ใจดี',
      email: `lead-${Math.random().toString(36).slice(2)}@example.com`,
      phone: '0812345678',
      service: 'sales',
      message: 'Hello',
      locale: 'th',
      channel: 'line_oa',
      utmCampaign: 'nov',
      status: 'sent',
      salesStatus: 'new',
      ...overrides,
    },
  });
}

describe('leads', () => {
  it('refuses a change of what the visitor wrote or of the attribution, for every role', async () => {
    const lead = await newLead();
    for (const role of ['admin', 'support'] as const) {
      const user = await userWith(payload, role);
      for (const data of [
        { name: 'x' },
        { message: 'x' },
        { channel: 'x' },
        { utmCampaign: null },
        { createdAt: '2020-01-01T00:00:00.000Z' },
      ]) {
        await expect(
          payload.update({ collection: 'contact-submissions', id: lead.id, data, user, overrideAccess: false }),
          `${role} ${JSON.stringify(data)}`,
        ).rejects.toMatchObject({ status: 403 });
      }
      // Even with access overridden, as a script would: only the system's own writes may.
      await expect(
        payload.update({ collection: 'contact-submissions', id: lead.id, data: { name: 'x' } }),
      ).rejects.toMatchObject({ status: 403 });
    }
    const unchanged = await payload.findByID({ collection: 'contact-submissions', id: lead.id });
    expect(unchanged).toMatchObject({ name: 'สมชาย ใจดี', message: 'Hello', channel: 'line_oa', utmCampaign: 'nov' });
  });

  it('logs sales status, assignee and notes changes with who and when; the log is not writable', async () => {
    const lead = await newLead();
    const support = await userWith(payload, 'support');
    await payload.update({
      collection: 'contact-submissions',
      id: lead.id,
      data: { salesStatus: 'contacted', assignee: support.id, salesNotes: 'phoned' },
      user: support,
      overrideAccess: false,
    });
    await payload.update({
      collection: 'contact-submissions',
      id: lead.id,
      data: { salesStatus: 'lost', salesLog: [] },
      user: support,
      overrideAccess: false,
    });
    const doc = await payload.findByID({ collection: 'contact-submissions', id: lead.id, depth: 0 });
    expect(doc.assigneeName).toBe(support.username);
    expect(doc.salesLog?.map(({ field, from, to, userName }) => [field, from, to, userName])).toEqual([
      ['salesStatus', 'new', 'contacted', support.username],
      ['assignee', null, support.username, support.username],
      ['salesNotes', null, null, support.username],
      ['salesStatus', 'contacted', 'lost', support.username],
    ]);
    expect(doc.salesLog?.every((entry) => Date.now() - Date.parse(entry.at) < 60_000)).toBe(true);
  });

  it('deletes for admins only and records the deletion without personal data', async () => {
    const lead = await newLead();
    const support = await userWith(payload, 'support');
    await expect(
      payload.delete({ collection: 'contact-submissions', id: lead.id, user: support, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 });
    const admin = await userWith(payload, 'admin');
    await payload.delete({ collection: 'contact-submissions', id: lead.id, user: admin, overrideAccess: false });
    const { docs } = await payload.find({ collection: 'lead-deletions', where: { leadId: { equals: lead.id } } });
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ leadId: lead.id, deletedByName: admin.username });
    expect(JSON.stringify(docs[0])).not.toContain(lead.email);
  });

  it('anonymises leads past the retention period and keeps what marketing counts', async () => {
    const { anonymiseLeadsBefore, retentionCutoff, leadRetentionTask } = await import('@/cms/jobs/lead-retention');
    expect(leadRetentionTask.schedule?.[0]?.cron).toBe('0 20 * * *');
    const now = new Date('2026-11-25T00:00:00.000Z');
    expect(retentionCutoff(now, 24).toISOString()).toBe('2024-11-25T00:00:00.000Z');
    const old = await newLead({ salesNotes: 'called his mobile' });
    const recent = await newLead();
    await payload.update({
      collection: 'contact-submissions',
      id: old.id,
      data: { createdAt: '2024-10-25T00:00:00.000Z' },
      context: { leadSystemWrite: true },
    });
    expect(await anonymiseLeadsBefore(payload, retentionCutoff(now, 24), now)).toBe(1);
    expect(await anonymiseLeadsBefore(payload, retentionCutoff(now, 24), now)).toBe(0); // once
    const after = await payload.findByID({ collection: 'contact-submissions', id: old.id });
    expect(after).toMatchObject({
      name: 'Anonymised',
      email: 'anonymised@example.invalid',
      salesNotes: null,
      channel: 'line_oa',
      utmCampaign: 'nov',
      anonymisedAt: now.toISOString(),
    });
    expect(after.message).not.toContain('Hello');
    expect((await payload.findByID({ collection: 'contact-submissions', id: recent.id })).name).toBe('สมชาย ใจดี');
  });
});
