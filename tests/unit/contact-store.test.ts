/**
 * The submission store on a real (temporary) SQLite database: which submissions are due, and that exactly
 * those can be claimed — the list of the retry job and the claim of one attempt follow one rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';
import type { SubmissionStore } from '@/lib/contact/store';

const MINUTE = 60_000;
const t0 = new Date('2026-03-01T09:00:00.000Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
const staleBefore = (now: Date) => new Date(now.getTime() - 10 * MINUTE);

let env: PayloadTestEnv;
let store: SubmissionStore;

beforeAll(async () => {
  env = await createPayloadTestEnv('contact-store');
  store = (await import('@/lib/contact/store')).payloadSubmissionStore;
});

afterAll(async () => {
  await env?.cleanup();
});

const submission = (name: string) => ({
  name,
  email: `${name}@example.com`,
  phone: '0812345678',
  service: 'Contact for information',
  message: 'Hello',
  locale: 'th' as const,
  entryPoint: 'form' as const,
  quote: null,
  reviewReason: null,
  held: false,
  channel: 'line_oa',
  utmCampaign: 'november',
  landingPage: '/en/packages',
});

const due = (now: Date) => store.due(now, staleBefore(now), 20);

describe('submission store', () => {
  it('lists new submissions oldest first, and a claimed one no longer', async () => {
    const first = await store.create(submission('first'), at(0));
    const second = await store.create(submission('second'), at(1));
    expect(await due(at(1))).toEqual([first.id, second.id]);

    const claimed = await store.claim(first.id, 'token-a', at(2), staleBefore(at(2)));
    // The mail is built from the claimed row: the attribution comes with it, also on a later retry.
    expect(claimed).toMatchObject({
      name: 'first',
      attempts: 1,
      channel: 'line_oa',
      utmCampaign: 'november',
      landingPage: '/en/packages',
      entryPoint: 'form',
    });
    expect(await store.claim(first.id, 'token-b', at(2), staleBefore(at(2)))).toBeNull();
    expect(await due(at(2))).toEqual([second.id]);

    await store.settle(first.id, 'token-a', { status: 'sent' }, at(3));
    await store.settle(second.id, 'nobody', { status: 'sent' }, at(3)); // not the holder: no effect
    expect(await due(at(60))).toEqual([second.id]);
    expect(await store.claim(first.id, 'token-c', at(60), staleBefore(at(60)))).toBeNull();
    await store.claim(second.id, 'token-d', at(60), staleBefore(at(60)));
    await store.settle(second.id, 'token-d', { status: 'sent' }, at(60));
  });

  it('a failed one is due again when its backoff has passed; an abandoned claim after a while', async () => {
    const failed = await store.create(submission('failed'), at(100));
    await store.claim(failed.id, 'token-e', at(100), staleBefore(at(100)));
    await store.settle(failed.id, 'token-e', { status: 'failed', lastError: 'x', nextAttemptAt: at(105) }, at(100));
    expect(await due(at(104))).toEqual([]);
    expect(await store.claim(failed.id, 'early', at(104), staleBefore(at(104)))).toBeNull();
    expect(await due(at(105))).toEqual([failed.id]);

    const claimed = await store.claim(failed.id, 'token-f', at(105), staleBefore(at(105)));
    expect(claimed?.attempts).toBe(2);
    expect(await due(at(114))).toEqual([]); // the claim is 9 minutes old: still held
    expect(await due(at(116))).toEqual([failed.id]); // 11 minutes: abandoned
    expect((await store.claim(failed.id, 'token-g', at(116), staleBefore(at(116))))?.attempts).toBe(3);

    // Given up: failed with no next attempt is never due again.
    await store.settle(failed.id, 'token-g', { status: 'failed', lastError: 'gave up', nextAttemptAt: null }, at(116));
    expect(await due(at(10_000))).toEqual([]);
  });

  it('a lead held for review is never due, until staff set it to Pending', async () => {
    const held = await store.create({ ...submission('held'), reviewReason: 'honeypot', held: true }, at(200));
    expect(await due(at(10_000))).toEqual([]);
    expect(await store.claim(held.id, 'token-h', at(10_000), staleBefore(at(10_000)))).toBeNull();
    // The release as the admin does it (resend-on-pending sets the next attempt to now).
    const payload = env.payload;
    const user = await payload.create({
      collection: 'users',
      data: {
        email: 'sales@sabaisms.example',
        username: 'sales',
        password: 'a-long-test-password',
        roles: ['support'],
      },
    });
    await payload.update({
      collection: 'contact-submissions',
      id: held.id,
      data: { status: 'pending' },
      user,
      overrideAccess: false,
    });
    expect(await due(new Date(Date.now() + 1000))).toEqual([held.id]);
  });
});
