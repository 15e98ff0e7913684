/**
 * A change expires the shared part once it is committed, before the operation returns: on a real
 * (temporary) SQLite database, the versions of the tags have moved when `update` resolves.
 */
import type { Payload } from 'payload';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';

vi.mock('next/cache', () => ({ revalidateTag: () => undefined }));
const { tagVersions } = await import('@/lib/server/shared-cache');

let env: PayloadTestEnv;
let payload: Payload;

beforeAll(async () => {
  env = await createPayloadTestEnv('after-commit');
  payload = env.payload;
});
afterAll(async () => env?.cleanup());

it('publishing, unpublishing and deleting move the versions of the tags before they return', async () => {
  const data = { price: 100, credit: 500, pricePerMessage: 0.2, serviceLife: 1, serviceLifeUnit: 'years' } as const;
  const before = await tagVersions(['packages']);
  const doc = await payload.create({
    collection: 'packages',
    data: { ...data, packageName: 'Versions', appPackageId: 'VERSIONS-1', _status: 'published' },
  });
  const published = await tagVersions(['packages']);
  expect(published).not.toEqual(before);
  await payload.update({ collection: 'packages', id: doc.id, data: { _status: 'draft' } });
  const unpublished = await tagVersions(['packages']);
  expect(unpublished).not.toEqual(published);
  await payload.update({ collection: 'packages', id: doc.id, data: { price: 120 }, draft: true });
  expect(await tagVersions(['packages'])).toEqual(unpublished);
});

it('runs at once when the request holds no transaction id (Payload leaves other values there)', async () => {
  const { afterCommit } = await import('@/cms/hooks/after-commit');
  for (const transactionID of [undefined, null, Promise.resolve(null), Promise.resolve({})]) {
    let ran = false;
    await afterCommit({ transactionID } as never, async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  }
});
