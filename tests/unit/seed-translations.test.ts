/**
 * The seed fills every localized field of every document in all five languages, so visitors of
 * each locale read their own language and the CMS fallback chain stays a safety net for staff
 * edits (issue: Chinese and Vietnamese pages showed English company names, promotions, articles).
 */
import type { CollectionSlug } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { missingTranslations } from '../helpers/missing-translations';
import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';

let env: PayloadTestEnv;

beforeAll(async () => {
  env = await createPayloadTestEnv('seed-translations');
  const { seed } = await import('@/cms/seed');
  await seed(env.payload, { env: {} });
});

afterAll(async () => {
  await env?.cleanup();
});

const seeded: CollectionSlug[] = ['packages', 'promotions', 'categories', 'posts', 'customers', 'popups', 'media'];

describe('seed translations', () => {
  it.each(seeded)('%s: every localized field in every language', async (slug) => {
    const collection = env.payload.collections[slug].config;
    const { docs } = await env.payload.find({
      collection: slug,
      locale: 'all',
      fallbackLocale: false,
      depth: 0,
      limit: 0,
      pagination: false,
    });
    expect(docs.length).toBeGreaterThan(0);
    const missing = docs.flatMap((doc) => missingTranslations(collection.fields, doc).map((gap) => `${doc.id} ${gap}`));
    expect(missing).toEqual([]);
  });

  it('config global: company, address, channel labels, banks and branches in every language', async () => {
    const config = env.payload.globals.config.find((global) => global.slug === 'config')!;
    const doc = await env.payload.findGlobal({ slug: 'config', locale: 'all', fallbackLocale: false, depth: 0 });
    const fields = missingTranslations(config.fields, doc);
    expect(fields).toEqual([]);
    // The walker sees the localized rows (a walker that saw nothing would also report no gaps).
    const labels = (doc as unknown as { contact: { label: Record<string, string> }[] }).contact.map(
      (row) => row.label['zh-TW'],
    );
    expect(labels).toEqual(['致電業務部（分機 2）', '寄信給業務部', '透過 LINE 聊天', '臉書粉絲專頁']);
  });

  it('finds a gap when a translation is missing', async () => {
    const created = await env.payload.create({
      collection: 'categories',
      locale: 'th',
      data: { name: 'หมวดทดสอบ', slug: 'translation-gap', color: '#123456', isActive: false },
      context: { disableRevalidate: true },
    });
    const doc = await env.payload.findByID({ collection: 'categories', id: created.id, locale: 'all', depth: 0 });
    const fields = env.payload.collections.categories.config.fields;
    expect(missingTranslations(fields, doc)).toEqual(['name en', 'name zh-CN', 'name zh-TW', 'name vi']);
    await env.payload.delete({ collection: 'categories', id: created.id, context: { disableRevalidate: true } });
  });
});
