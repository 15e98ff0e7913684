/**
 * The draft filter in every public read, against a seeded temporary database: drafts (new documents
 * never published, draft saves of published ones) and unpublished documents never reach the site's
 * content source or the legacy read API; a preview (draft loaders) sees them.
 */
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';
import type { ContentSource } from '@/lib/content/reads';
import type { LegacyApi } from '@/lib/legacy-api/cms';

let env: PayloadTestEnv;
let payload: Payload;
let live: ContentSource;
let preview: ContentSource;
let legacy: LegacyApi;
const now = new Date();
const DAY = 24 * 60 * 60 * 1000;

async function one(collection: 'packages' | 'posts', where: object) {
  const { docs } = await payload.find({ collection, where: where as never, limit: 1, depth: 0 });
  return docs[0]!;
}

beforeAll(async () => {
  env = await createPayloadTestEnv('drafts');
  payload = env.payload;
  const [{ seed }, { createCmsLoaders, createCmsSource }, { createLegacyApi }] = await Promise.all([
    import('@/cms/seed'),
    import('@/lib/content/cms/source'),
    import('@/lib/legacy-api/cms'),
  ]);
  await seed(payload, { now, env: {} });
  const get = async () => payload;
  live = createCmsSource(createCmsLoaders(get));
  preview = createCmsSource(createCmsLoaders(get, { draft: true }));
  legacy = createLegacyApi(createCmsLoaders(get));

  const starter = await one('packages', { appPackageId: { equals: 'SMS-STARTER' } });
  await payload.update({ collection: 'packages', id: starter.id, data: { price: 9999 }, draft: true });
  await payload.create({
    collection: 'packages',
    draft: true,
    data: { packageName: 'Draft only', appPackageId: 'DRAFT-ONLY', price: 1, credit: 1, pricePerMessage: 1 },
  });
  await payload.create({
    collection: 'price-ranges',
    draft: true,
    data: { minCredits: 900_000_000, pricePerMessage: 0.01 },
  });
  const running = { startDate: new Date(+now - DAY).toISOString(), endDate: new Date(+now + DAY).toISOString() };
  await payload.create({
    collection: 'promotions',
    draft: true,
    data: { code: 'DRAFTPROMO', title: 'Secret', ...running },
  });
  await payload.create({ collection: 'categories', draft: true, data: { name: 'Draft category', color: '#123456' } });
  await payload.create({
    collection: 'posts',
    draft: true,
    data: { topic: 'Draft only post', path: 'draft-only-post' },
  });
  const otp = await one('posts', { path: { equals: 'sms-otp-best-practices' } });
  await payload.update({ collection: 'posts', id: otp.id, data: { topic: 'Draft topic' }, draft: true, locale: 'en' });
  const first = await one('posts', { path: { equals: 'what-is-bulk-sms' } });
  await payload.update({ collection: 'posts', id: first.id, data: { _status: 'draft' } });
  const logo = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!;
  await payload.create({ collection: 'customers', draft: true, data: { name: 'Draft customer', logo: logo.id } });
  await payload.create({
    collection: 'popups',
    draft: true,
    data: { name: 'Draft popup', image: logo.id, isActive: true },
  });
  await payload.updateGlobal({ slug: 'config', data: { companyName: 'Draft Company' }, draft: true, locale: 'en' });
});

afterAll(async () => env?.cleanup());

describe('public reads see published documents only', () => {
  it('packages and price ranges', async () => {
    const packages = await live.packages('en');
    expect(packages.map((p) => p.price)).not.toContain(9999);
    expect(packages.map((p) => p.appPackageId)).not.toContain('DRAFT-ONLY');
    expect((await live.priceRanges()).map((r) => r.minCredits)).not.toContain(900_000_000);
    expect((await legacy.packages()).map((p) => p.appPackageId)).not.toContain('DRAFT-ONLY');
  });

  it('promotions', async () => {
    expect((await live.promotions('en')).map((p) => p.code)).not.toContain('DRAFTPROMO');
    expect(JSON.stringify(await legacy.promotions(now))).not.toContain('DRAFTPROMO');
  });

  it('posts and categories: draft-only, draft-saved and unpublished posts', async () => {
    const titles = (await live.postList('en')).map((p) => p.title);
    expect(titles).not.toContain('Draft only post');
    expect(titles).not.toContain('Draft topic');
    const paths = (await live.postList('th')).map((p) => p.path);
    expect(paths).not.toContain('draft-only-post');
    expect(paths).not.toContain('what-is-bulk-sms');
    expect(paths).toContain('sms-otp-best-practices');
    expect(await live.post('en', 'draft-only-post')).toBeNull();
    expect(await live.post('en', 'what-is-bulk-sms')).toBeNull();
    expect((await live.post('en', 'sms-otp-best-practices'))?.title).not.toBe('Draft topic');
    expect((await live.categories('en')).map((c) => c.name)).not.toContain('Draft category');
    const legacyPaths = (await legacy.blogList(199)).map((b) => b.path);
    expect(legacyPaths).not.toContain('draft-only-post');
    expect(legacyPaths).not.toContain('what-is-bulk-sms');
    expect(await legacy.blogDetails({ path: 'what-is-bulk-sms' })).toBeNull();
    expect(JSON.stringify(await legacy.categories())).not.toContain('Draft category');
  });

  it('customers, pop-up and site config', async () => {
    expect((await live.customers()).map((c) => c.name)).not.toContain('Draft customer');
    expect((await live.popup('en'))?.name).not.toBe('Draft popup');
    expect((await live.siteConfig('en')).companyName).not.toBe('Draft Company');
    expect(JSON.stringify(await legacy.config())).not.toContain('Draft Company');
  });

  it('an unpublished config global keeps showing its last published version', async () => {
    const before = (await live.siteConfig('en')).companyName;
    await payload.updateGlobal({ slug: 'config', data: { _status: 'draft' } });
    expect((await live.siteConfig('en')).companyName).toBe(before);
    await payload.updateGlobal({ slug: 'config', data: { _status: 'published' } });
  });
});

describe('a staff preview reads the drafts', () => {
  it('sees every draft of the setup', async () => {
    const packages = await preview.packages('en');
    expect(packages.map((p) => p.price)).toContain(9999);
    expect(packages.map((p) => p.appPackageId)).toContain('DRAFT-ONLY');
    expect((await preview.promotions('en')).map((p) => p.code)).toContain('DRAFTPROMO');
    expect((await preview.post('en', 'draft-only-post'))?.title).toBe('Draft only post');
    expect((await preview.post('en', 'sms-otp-best-practices'))?.title).toBe('Draft topic');
    expect((await preview.customers()).map((c) => c.name)).toContain('Draft customer');
    expect((await preview.siteConfig('en')).companyName).toBe('Draft Company');
  });
});
