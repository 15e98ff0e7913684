/**
 * Scheduled publishing on the real job queue (temporary database): a due `schedulePublish` job
 * publishes its document and revalidates; one that fails is kept and retried later, never dropped;
 * only the server's own runner (or an admin) may trigger job runs over HTTP.
 */
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';

const revalidated = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated(tag) }));

let env: PayloadTestEnv;
let payload: Payload;

beforeAll(async () => {
  env = await createPayloadTestEnv('schedule');
  payload = env.payload;
});
afterAll(async () => env?.cleanup());

const data = { packageName: 'Scheduled', price: 10, credit: 10, pricePerMessage: 1 };

async function queue(type: 'publish' | 'unpublish', id: number | string) {
  return payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: 'packages', value: Number(id) } },
    waitUntil: new Date(Date.now() - 1000),
  });
}

describe('scheduled publishing', () => {
  it('a due job publishes the draft and revalidates its pages', async () => {
    const doc = await payload.create({
      collection: 'packages',
      data: { ...data, appPackageId: 'SCHED-1' },
      draft: true,
    });
    const job = await queue('publish', doc.id);
    await payload.jobs.run({ queue: 'default' });
    expect((await payload.findByID({ collection: 'packages', id: doc.id }))._status).toBe('published');
    expect(revalidated).toHaveBeenCalledWith('packages');
    // Completed jobs are removed: nothing is left to run.
    expect(await payload.findByID({ collection: 'payload-jobs', id: job.id, disableErrors: true })).toBeNull();
  });

  it('a job that fails is kept with a later attempt scheduled, not dropped', async () => {
    const job = await queue('publish', 999_999);
    await payload.jobs.run({ queue: 'default' });
    const after = await payload.findByID({ collection: 'payload-jobs', id: job.id });
    expect(after.completedAt ?? null).toBeNull();
    expect(after.hasError).toBe(false);
    expect(after.totalTried).toBe(1);
    expect(new Date(String(after.waitUntil)).getTime()).toBeGreaterThan(Date.now());
  });

  it('deleting a document drops its waiting schedules and leaves other documents’ alone', async () => {
    const later = new Date(Date.now() + 3600_000);
    const [gone, kept] = await Promise.all(
      ['SCHED-GONE', 'SCHED-KEPT'].map((appPackageId) =>
        payload.create({ collection: 'packages', data: { ...data, appPackageId }, draft: true }),
      ),
    );
    const schedule = (id: number, value: string | number) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'packages', value: value as number } },
        waitUntil: later,
      });
    // As the admin's dialog queues it (the id as a string) and as the Local API does (a number).
    const jobs = [await schedule(gone!.id, String(gone!.id)), await schedule(gone!.id, gone!.id)];
    const other = await schedule(kept!.id, String(kept!.id));
    await payload.delete({ collection: 'packages', id: gone!.id });
    for (const job of jobs)
      expect(await payload.findByID({ collection: 'payload-jobs', id: job.id, disableErrors: true })).toBeNull();
    expect(await payload.findByID({ collection: 'payload-jobs', id: other.id })).toMatchObject({ id: other.id });
  });

  it('only the server’s runner token opens the job endpoint', async () => {
    const { isRunnerRequest, runnerToken } = await import('@/cms/jobs/runner-token');
    expect(isRunnerRequest(new Headers({ authorization: `Bearer ${runnerToken()}` }))).toBe(true);
    expect(isRunnerRequest(new Headers({ authorization: 'Bearer guess' }))).toBe(false);
    expect(isRunnerRequest(new Headers())).toBe(false);
    const run = payload.config.jobs.access?.run;
    expect(await run?.({ req: { headers: new Headers(), user: null } as never })).toBe(false);
  });
});
