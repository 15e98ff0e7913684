/**
 * What revalidates the public pages once drafts exist, with the real Local API on a temporary
 * database: publishing, unpublishing, published edits, restores and deletes do; draft saves and
 * autosaves never do. (Next's revalidateTag is replaced by a recorder: there is no Next cache here.)
 */
import type { Payload } from 'payload';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';

const revalidated = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (tag: string) => revalidated(tag) }));

let env: PayloadTestEnv;
let payload: Payload;

beforeAll(async () => {
  env = await createPayloadTestEnv('publishing');
  payload = env.payload;
});
afterAll(async () => env?.cleanup());
beforeEach(() => revalidated.mockReset());

const base = { price: 100, credit: 500, pricePerMessage: 0.2, serviceLife: 1, serviceLifeUnit: 'years' } as const;
let serial = 0;
const pkg = (extra: object = {}) => ({
  ...base,
  packageName: 'Test package',
  appPackageId: `TEST-${++serial}`,
  ...extra,
});

describe('revalidation with drafts', () => {
  it('a published create revalidates; a draft create does not', async () => {
    await payload.create({ collection: 'packages', data: pkg({ _status: 'published' }) });
    expect(revalidated).toHaveBeenCalledWith('packages');
    revalidated.mockReset();
    await payload.create({ collection: 'packages', data: pkg(), draft: true });
    expect(revalidated).not.toHaveBeenCalled();
  });

  it('draft saves and autosaves of a published package do not; publish and unpublish do', async () => {
    const doc = await payload.create({ collection: 'packages', data: pkg({ _status: 'published' }) });
    revalidated.mockReset();
    await payload.update({ collection: 'packages', id: doc.id, data: { price: 111 }, draft: true });
    await payload.update({ collection: 'packages', id: doc.id, data: { price: 112 }, draft: true, autosave: true });
    expect(revalidated).not.toHaveBeenCalled();
    // The live document is untouched by the drafts.
    expect((await payload.findByID({ collection: 'packages', id: doc.id })).price).toBe(100);

    await payload.update({ collection: 'packages', id: doc.id, data: { _status: 'published' } });
    expect(revalidated).toHaveBeenCalledWith('packages');
    expect((await payload.findByID({ collection: 'packages', id: doc.id })).price).toBe(112);

    revalidated.mockReset();
    await payload.update({ collection: 'packages', id: doc.id, data: { _status: 'draft' } });
    expect(revalidated).toHaveBeenCalledWith('packages');
  });

  it('deleting a draft does not; deleting a published document does', async () => {
    const draft = await payload.create({ collection: 'packages', data: pkg(), draft: true });
    const live = await payload.create({ collection: 'packages', data: pkg({ _status: 'published' }) });
    revalidated.mockReset();
    await payload.delete({ collection: 'packages', id: draft.id });
    expect(revalidated).not.toHaveBeenCalled();
    await payload.delete({ collection: 'packages', id: live.id });
    expect(revalidated).toHaveBeenCalledWith('packages');
  });

  it('restoring an earlier version publishes it, revalidates, and records who saved each version', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: 'restorer@sabaisms.example',
        username: 'restorer',
        password: 'a-long-test-password',
        roles: ['editor'],
      },
    });
    const user = { ...editor, collection: 'users' as const };
    const doc = await payload.create({ collection: 'packages', data: pkg({ _status: 'published' }), user });
    await payload.update({ collection: 'packages', id: doc.id, data: { price: 150 }, user });
    await payload.update({ collection: 'packages', id: doc.id, data: { price: 175 }, draft: true, user });
    const { docs } = await payload.findVersions({
      collection: 'packages',
      where: { parent: { equals: doc.id } },
      sort: 'createdAt',
      depth: 0,
    });
    expect(docs.map((v) => [v.version.price, v.version._status])).toEqual([
      [100, 'published'],
      [150, 'published'],
      [175, 'draft'],
    ]);
    expect(docs.every((v) => v.version.updatedBy === editor.id)).toBe(true);

    revalidated.mockReset();
    // Restoring the autosaved draft as a non-draft publishes it (it would otherwise unpublish).
    await payload.restoreVersion({ collection: 'packages', id: docs[2]!.id });
    expect(revalidated).toHaveBeenCalledWith('packages');
    const restored = await payload.findByID({ collection: 'packages', id: doc.id });
    expect([restored.price, restored._status]).toEqual([175, 'published']);

    await payload.restoreVersion({ collection: 'packages', id: docs[0]!.id });
    expect((await payload.findByID({ collection: 'packages', id: doc.id })).price).toBe(100);
  });

  it('the config global: a draft save does not revalidate, publishing does', async () => {
    await payload.updateGlobal({ slug: 'config', data: { siteName: 'Live', _status: 'published' } });
    revalidated.mockReset();
    await payload.updateGlobal({ slug: 'config', data: { siteName: 'Draft' }, draft: true });
    expect(revalidated).not.toHaveBeenCalled();
    await payload.updateGlobal({ slug: 'config', data: { _status: 'published' } });
    expect(revalidated).toHaveBeenCalledWith('config');
  });
});
