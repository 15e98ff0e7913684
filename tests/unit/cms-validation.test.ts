/** What the CMS refuses or normalises on save, on a real (temporary) SQLite database holding the seed. */
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PayloadTestEnv } from '../helpers/payload-test-env';
import { createSeededCms } from '../helpers/seeded-cms';

const now = new Date();
let env: PayloadTestEnv;
let payload: Payload;

beforeAll(async () => {
  ({ env } = await createSeededCms('cms-validation', now));
  payload = env.payload;
});

afterAll(async () => {
  await env?.cleanup();
});

describe('validation', () => {
  it('refuses unsafe links, bad slugs, colours and phone numbers', async () => {
    const ctx = { disableRevalidate: true };
    await expect(
      payload.updateGlobal({ slug: 'config', data: { lineContact: { link: 'javascript:alert(1)' } }, context: ctx }),
    ).rejects.toThrow();
    await expect(
      payload.updateGlobal({ slug: 'config', data: { phoneNumber: '02-123-4567' }, context: ctx }),
    ).rejects.toThrow();
    await expect(
      payload.create({
        collection: 'posts',
        data: { topic: 'x', path: 'Bad Path', type: 'article', publishedAt: now.toISOString() },
        context: ctx,
      }),
    ).rejects.toThrow();
    await expect(
      payload.create({ collection: 'categories', data: { name: 'x', slug: 'x', color: 'red' }, context: ctx }),
    ).rejects.toThrow();
  });

  it('saves without a Next request context (revalidation is skipped, not thrown)', async () => {
    const [category] = (await payload.find({ collection: 'categories', limit: 1 })).docs;
    const saved = await payload.update({ collection: 'categories', id: category!.id, data: { color: '#1a73e8' } });
    expect(saved.color).toBe('#1a73e8');
  });

  it('stores promotion codes in uppercase', async () => {
    const created = await payload.create({
      collection: 'promotions',
      data: { code: ' lower5 ', title: 'x', startDate: now.toISOString(), endDate: now.toISOString(), isActive: false },
      context: { disableRevalidate: true },
    });
    expect(created.code).toBe('LOWER5');
    await payload.delete({ collection: 'promotions', id: created.id, context: { disableRevalidate: true } });
  });
});
