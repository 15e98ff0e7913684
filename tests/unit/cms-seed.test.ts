/** The seed on a real (temporary) SQLite database: realistic content, idempotent, the first admin. */
import fs from 'node:fs';
import path from 'node:path';

import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';
import type { SeedSummary } from '@/cms/seed';

let env: PayloadTestEnv;
let payload: Payload;
let seedOnce: (options?: { env?: Record<string, string | undefined> }) => Promise<SeedSummary>;
let first: SeedSummary;

beforeAll(async () => {
  env = await createPayloadTestEnv('cms-seed');
  payload = env.payload;
  const { seed } = await import('@/cms/seed');
  const now = new Date();
  seedOnce = (options = {}) => seed(payload, { now, env: options.env ?? {} });
  first = await seedOnce();
});

afterAll(async () => {
  await env?.cleanup();
});

describe('seed', () => {
  it('creates realistic content', () => {
    expect(first.created).toEqual({
      packages: 6,
      'price-ranges': 5,
      promotions: 5,
      categories: 4,
      posts: 7,
      customers: 6,
      popups: 1,
      media: 19,
    });
    expect(first.config).toBe('created');
    expect(first.admin).toBe('not-configured');
  });

  it('is idempotent and never overwrites staff edits', async () => {
    const [starter] = (
      await payload.find({ collection: 'packages', where: { appPackageId: { equals: 'SMS-STARTER' } } })
    ).docs;
    await payload.update({
      collection: 'packages',
      id: starter!.id,
      data: { price: 459 },
      context: { disableRevalidate: true },
    });

    const second = await seedOnce();
    expect(second.created).toEqual({});
    expect(second.config).toBe('exists');
    expect(second.existing.packages).toBe(6);

    const again = await payload.findByID({ collection: 'packages', id: starter!.id });
    expect(again.price).toBe(459);
    await payload.update({
      collection: 'packages',
      id: starter!.id,
      data: { price: 499 },
      context: { disableRevalidate: true },
    });
  });

  it('re-renders seed images whose files are gone, without new documents', async () => {
    const file = path.join(env.mediaDir, 'seed-popup-welcome.png');
    expect(fs.existsSync(file)).toBe(true);
    fs.rmSync(file);
    const third = await seedOnce();
    expect(third.restoredFiles).toBe(1);
    expect(third.created).toEqual({});
    expect(fs.existsSync(file)).toBe(true);
  });

  it('creates the first admin only with all ADMIN_* set and a long password', async () => {
    const admin = { ADMIN_USERNAME: 'owner', ADMIN_EMAIL: 'owner@sabaisms.example', ADMIN_PASSWORD: 'short' };
    await expect(seedOnce({ env: admin })).rejects.toThrow(/at least 12 characters/);
    expect((await seedOnce({ env: { ADMIN_USERNAME: 'owner' } })).admin).toBe('not-configured');
    const ok = { ...admin, ADMIN_PASSWORD: 'correct-horse-battery' };
    expect((await seedOnce({ env: ok })).admin).toBe('created');
    expect((await seedOnce({ env: ok })).admin).toBe('exists');
    const { docs } = await payload.find({ collection: 'users', where: { username: { equals: 'owner' } } });
    expect(docs[0]?.roles).toEqual(['admin']);
  });
});
