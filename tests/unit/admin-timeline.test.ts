/**
 * The dashboard's timeline and the state column on a real CMS (temporary database): staff's
 * scheduled publishes and unpublishes from the job queue, and the dates of dated content read from
 * the documents, within the next 30 days, soonest first.
 */
import type { I18n } from '@payloadcms/translations';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { stateOf } from '@/cms/admin/state/state-of';
import { timelineEvents } from '@/cms/admin/timeline/timeline-events';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';

vi.mock('next/cache', () => ({ revalidateTag: () => undefined }));

let env: PayloadTestEnv;
let payload: Payload;

beforeAll(async () => {
  env = await createPayloadTestEnv('timeline');
  payload = env.payload;
});
afterAll(async () => env?.cleanup());

const DAY = 86_400_000;
const i18n = { language: 'en', fallbackLanguage: 'th' } as unknown as I18n;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function promotion(
  code: string,
  start: number,
  end: number,
  options: { draft?: boolean; isActive?: boolean } = {},
) {
  return payload.create({
    collection: 'promotions',
    data: {
      code,
      title: code,
      startDate: at(start),
      endDate: at(end),
      isActive: options.isActive ?? true,
      _status: options.draft ? 'draft' : 'published',
    },
    draft: options.draft,
  });
}

async function schedule(type: 'publish' | 'unpublish', relationTo: 'promotions' | 'posts', id: number, days: number) {
  return payload.jobs.queue({
    task: 'schedulePublish',
    // The admin's dialog sends the id as a string (Payload's schedulePublish server function).
    input: { type, doc: { relationTo, value: String(id) } } as never,
    waitUntil: new Date(at(days)),
  });
}

describe('the timeline', () => {
  it('lists scheduled changes and the dated content of the next 30 days, soonest first', async () => {
    const running = await promotion('TLRUN', 2, 5);
    await promotion('TLOFF', 1, 6, { isActive: false }); // switched off: nothing will show
    await promotion('TLLATER', 40, 45); // beyond 30 days
    const draft = await promotion('TLDRAFT', 3, 6, { draft: true }); // goes live with its scheduled publish
    await promotion('TLNEVER', 1, 2, { draft: true }); // a draft nobody scheduled: nothing will show
    const post = await payload.create({
      collection: 'posts',
      data: { topic: 'Scheduled post', path: 'tl-post', _status: 'draft' },
      draft: true,
    });
    await schedule('publish', 'posts', post.id, 1);
    await schedule('publish', 'promotions', draft.id, 4);
    await schedule('unpublish', 'promotions', running.id, 4.5);
    // What Payload leaves behind when staff cancel a schedule: a job with no document.
    await payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish' }, waitUntil: new Date(at(2)) });

    const events = await timelineEvents({ payload, i18n });
    expect(
      events.map(({ kind, title, entity, afterScheduledPublish }) => [
        kind,
        entity,
        title,
        Boolean(afterScheduledPublish),
      ]),
    ).toEqual([
      ['publish', 'Blog post', 'Scheduled post', false],
      ['starts', 'Promotion', 'TLRUN', false],
      ['publish', 'Promotion', 'TLDRAFT', false],
      ['unpublish', 'Promotion', 'TLRUN', false],
      ['ends', 'Promotion', 'TLRUN', false],
      ['ends', 'Promotion', 'TLDRAFT', true],
    ]);
    expect(events[0]?.href).toBe(`/admin/collections/posts/${post.id}`);

    // The state column of the same documents.
    expect(await stateOf(payload, 'promotions', running.id)).toMatchObject({ state: 'scheduled' });
    expect(await stateOf(payload, 'promotions', draft.id)).toMatchObject({ state: 'scheduled' });
  });

  it('gives each promotion the state visitors see', async () => {
    const live = await promotion('STLIVE', -1, 1);
    const expired = await promotion('STEXP', -3, -1);
    const draft = await promotion('STDRAFT', -1, 1, { draft: true });
    expect(await stateOf(payload, 'promotions', live.id)).toMatchObject({ state: 'live' });
    expect(await stateOf(payload, 'promotions', expired.id)).toMatchObject({ state: 'expired' });
    expect(await stateOf(payload, 'promotions', draft.id)).toEqual({ state: 'draft' });
    // Unpublished again: no longer what visitors see.
    await payload.update({ collection: 'promotions', id: live.id, data: { _status: 'draft' } });
    expect(await stateOf(payload, 'promotions', live.id)).toEqual({ state: 'draft' });
  });
});
