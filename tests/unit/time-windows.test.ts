/**
 * Time windows on a real (temporary) SQLite database: a live promotion has an `expireTags` job at its
 * start and just after its end, replaced when its dates or state change; a due job expires the
 * promotions pages; dates whose end comes before the start are refused, in Thai and in English.
 * (Next's revalidateTag is replaced by a recorder: there is no Next cache here.)
 */
import type { Payload } from 'payload';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';

const revalidated = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (tag: string, profile: unknown) => revalidated(tag, profile) }));

const { END_BEFORE_START, endBeforeStartError, endNotBeforeStart, windowEnd } =
  await import('@/cms/collections/shared/date-window');
const { boundariesAhead, ensureBoundaries } = await import('@/cms/jobs/boundaries');

let env: PayloadTestEnv;
let payload: Payload;
const SECOND = 1000;
const HOUR = 3600 * SECOND;

beforeAll(async () => {
  env = await createPayloadTestEnv('time-windows');
  payload = env.payload;
});
afterAll(async () => env?.cleanup());
beforeEach(() => revalidated.mockReset());

type Job = { id: number; waitUntil?: string | null; input: { tags: string[]; reason: string; document?: string } };

/** The waiting boundary jobs of a promotion, by reason. */
async function boundaryJobs(id: number): Promise<Record<string, string>> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'expireTags' } }, { completedAt: { exists: false } }] },
    limit: 0,
    pagination: false,
  });
  return Object.fromEntries(
    (docs as unknown as Job[])
      .filter((job) => job.input.document === `promotions:${id}`)
      .map((job) => [job.input.reason, job.waitUntil ?? '']),
  );
}

let serial = 0;
function promotion(start: number, end: number, extra: object = {}) {
  return payload.create({
    collection: 'promotions',
    data: {
      code: `WINDOW${++serial}`,
      title: 'Window',
      startDate: new Date(start).toISOString(),
      endDate: new Date(end).toISOString(),
      isActive: true,
      _status: 'published',
      ...extra,
    },
  });
}

describe('boundary jobs of a promotion', () => {
  it('a live promotion gets one at its start and one just after its end', async () => {
    const start = Date.now() + HOUR;
    const doc = await promotion(start, start + HOUR);
    expect(await boundaryJobs(doc.id)).toEqual({
      start: new Date(start).toISOString(),
      end: new Date(start + HOUR + 1).toISOString(),
    });
  });

  it('a running one only at its end; a draft, an inactive or an ended one none', async () => {
    const running = await promotion(Date.now() - HOUR, Date.now() + HOUR);
    expect(Object.keys(await boundaryJobs(running.id))).toEqual(['end']);
    const ended = await promotion(Date.now() - 2 * HOUR, Date.now() - HOUR);
    const inactive = await promotion(Date.now() + HOUR, Date.now() + 2 * HOUR, { isActive: false });
    const draft = await promotion(Date.now() + HOUR, Date.now() + 2 * HOUR, { _status: 'draft' });
    for (const doc of [ended, inactive, draft]) expect(await boundaryJobs(doc.id)).toEqual({});
  });

  it('new dates replace the jobs; a draft save does not; unpublishing and deleting remove them', async () => {
    const doc = await promotion(Date.now() + HOUR, Date.now() + 2 * HOUR);
    const moved = Date.now() + 3 * HOUR;
    await payload.update({
      collection: 'promotions',
      id: doc.id,
      data: { startDate: new Date(moved).toISOString(), endDate: new Date(moved + HOUR).toISOString() },
    });
    expect(await boundaryJobs(doc.id)).toEqual({
      start: new Date(moved).toISOString(),
      end: new Date(moved + HOUR + 1).toISOString(),
    });
    await payload.update({
      collection: 'promotions',
      id: doc.id,
      data: { startDate: new Date(moved + HOUR / 2).toISOString() },
      draft: true,
    });
    expect((await boundaryJobs(doc.id)).start).toBe(new Date(moved).toISOString());
    await payload.update({ collection: 'promotions', id: doc.id, data: { _status: 'draft' } });
    expect(await boundaryJobs(doc.id)).toEqual({});
    await payload.update({ collection: 'promotions', id: doc.id, data: { _status: 'published' } });
    expect(Object.keys(await boundaryJobs(doc.id)).sort()).toEqual(['end', 'start']);
    await payload.delete({ collection: 'promotions', id: doc.id });
    expect(await boundaryJobs(doc.id)).toEqual({});
  });

  it('at start, the server queues the jobs missing for promotions saved before', async () => {
    const doc = await promotion(Date.now() + HOUR, Date.now() + 2 * HOUR);
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'expireTags' } } });
    await ensureBoundaries(payload);
    expect(Object.keys(await boundaryJobs(doc.id)).sort()).toEqual(['end', 'start']);
  });

  it('a due job expires the promotions pages at once (no stale-while-revalidate)', async () => {
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'expireTags' } } });
    const doc = await promotion(Date.now() + 1500, Date.now() + HOUR);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    revalidated.mockReset();
    await payload.jobs.run({ where: { taskSlug: { equals: 'expireTags' } } });
    expect(revalidated).toHaveBeenCalledWith('promotions', { expire: 0 });
    expect(Object.keys(await boundaryJobs(doc.id))).toEqual(['end']);
  });

  it('boundaries ahead: the end is the first millisecond after endDate', () => {
    const now = new Date('2026-12-01T00:00:00.000Z');
    const doc = {
      id: 1,
      _status: 'published',
      isActive: true,
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-02T00:00:00.000Z',
    } as never;
    expect(boundariesAhead(doc, { start: 'startDate', end: 'endDate' }, now)).toEqual([
      { reason: 'end', at: new Date('2026-12-02T00:00:00.001Z') },
    ]);
  });
});

describe('a window whose end comes before its start', () => {
  it('is refused on save, the end field carrying the message', async () => {
    const error = await promotion(Date.now() + 2 * HOUR, Date.now() + HOUR).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ data: { errors: [{ path: 'endDate', message: END_BEFORE_START.th }] } });
  });

  it('with the message in the admin’s language, Thai or English', async () => {
    const validate = endNotBeforeStart('startDate');
    const options = (language: string) =>
      ({
        siblingData: { startDate: '2026-12-02T00:00:00.000Z' },
        req: { i18n: { language }, t: (key: string) => key },
        required: true,
      }) as never;
    expect(await validate(new Date('2026-12-01T00:00:00.000Z'), options('th'))).toBe(END_BEFORE_START.th);
    expect(await validate(new Date('2026-12-01T00:00:00.000Z'), options('en'))).toBe(END_BEFORE_START.en);
    // The same moment is allowed: both bounds are inclusive.
    expect(await validate(new Date('2026-12-02T00:00:00.000Z'), options('en'))).toBe(true);
  });

  it('is the same rule the admin checks as staff pick the end, which the field names to it', () => {
    const start = '2026-12-02T00:00:00.000Z';
    expect(endBeforeStartError('2026-12-01T23:59:59.999Z', start, 'th')).toBe(END_BEFORE_START.th);
    expect(endBeforeStartError(new Date('2026-12-01T00:00:00.000Z'), start, 'en')).toBe(END_BEFORE_START.en);
    expect(endBeforeStartError(start, start, 'th')).toBeUndefined();
    // Nothing to compare yet: required and date checks speak for an empty field.
    expect(endBeforeStartError(null, start, 'th')).toBeUndefined();
    expect(endBeforeStartError('2026-12-01T00:00:00.000Z', undefined, 'th')).toBeUndefined();
    // The admin's date field reads the start's name from admin.custom, kept beside the field's own options.
    const end = windowEnd('startDate', { date: { pickerAppearance: 'dayAndTime' }, custom: { note: 1 } });
    expect(end.admin).toEqual({
      date: { pickerAppearance: 'dayAndTime' },
      custom: { note: 1, windowStart: 'startDate' },
    });
    expect(typeof end.validate).toBe('function');
  });
});
