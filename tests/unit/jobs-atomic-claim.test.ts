/**
 * Two job runners picking from the queue at the same moment (two instances, modelled by two concurrent
 * claims on one real SQLite database) never get the same job: every job is claimed exactly once.
 */
import type { PayloadRequest } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';

let env: PayloadTestEnv;

beforeAll(async () => {
  env = await createPayloadTestEnv('jobs-claim');
});

afterAll(async () => {
  await env?.cleanup();
});

describe('job claims', () => {
  it('gives each queued job to exactly one of two concurrent runners', async () => {
    const { payload } = env;
    const queued = [];
    for (let i = 0; i < 6; i++) {
      const job = await payload.jobs.queue({
        task: 'schedulePublish',
        queue: 'claim-test',
        input: { type: 'publish', doc: { relationTo: 'posts', value: i + 1 } },
      });
      queued.push(job.id);
    }
    const claim = () =>
      payload.db.updateJobs({
        data: { processing: true },
        where: { and: [{ queue: { equals: 'claim-test' } }, { processing: { equals: false } }] },
        limit: 10,
        req: {} as PayloadRequest,
        returning: true,
      });
    const [first, second] = await Promise.all([claim(), claim()]);
    const ids = [...(first ?? []), ...(second ?? [])].map((job) => job.id);
    expect(ids.sort()).toEqual([...queued].sort());
    expect(new Set(ids).size).toBe(queued.length);
    const { docs } = await payload.find({ collection: 'payload-jobs', where: { queue: { equals: 'claim-test' } } });
    expect(docs.every((job) => job.processing)).toBe(true);
  });
});
