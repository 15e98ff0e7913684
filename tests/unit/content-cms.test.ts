/**
 * The CMS content source against a real (temporary) SQLite database holding the seed: reads through
 * lib/content's uncached functions, display rules, translation fallback.
 */
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PayloadTestEnv } from '../helpers/payload-test-env';
import { createSeededCms } from '../helpers/seeded-cms';
import type { ContentReaders } from '@/lib/content/read';
import { SERVICE_PAGES, FAQ_GROUPS } from '@/lib/page-keys';
import { quoteCustomPackage } from '@/lib/sms/pricing';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
let env: PayloadTestEnv;
let payload: Payload;
let content: ContentReaders;
/** The same source reading drafts, as a staff preview does (lib/content/preview-source.ts). */
let drafts: ContentReaders;

beforeAll(async () => {
  ({ env } = await createSeededCms('cms-reads', now));
  payload = env.payload;
  const [{ createCmsLoaders, createCmsSource }, { createReaders }] = await Promise.all([
    import('@/lib/content/cms/source'),
    import('@/lib/content/read'),
  ]);
  content = createReaders(createCmsSource(createCmsLoaders(async () => payload)));
  drafts = createReaders(createCmsSource(createCmsLoaders(async () => payload, { draft: true })));
});

afterAll(async () => {
  await env?.cleanup();
});

describe('reads through the CMS source', () => {
  it('packages: active, in order; home: 3 flagged', async () => {
    const packages = await content.packages('th');
    expect(packages.map((p) => p.appPackageId)).toEqual([
      'SMS-STARTER',
      'SMS-BASIC',
      'SMS-STANDARD',
      'SMS-BUSINESS',
      'SMS-PRO',
      'SMS-ENTERPRISE',
    ]);
    expect(packages[0]).toMatchObject({ price: 499, credits: 2500, name: 'สตาร์ทเตอร์', serviceLifeUnit: 'months' });
    expect(Math.min(...packages.map((p) => p.pricePerMessage))).toBe(0.17);
    const home = await content.homePackages('vi');
    expect(home).toHaveLength(3);
    expect(home.every((p) => p.displayHomePage)).toBe(true);
    expect(home[0]?.name).toBe('Khởi đầu');
  });

  it('price ranges cover 1,000 to 1,000,000 credits', async () => {
    const ranges = await content.priceRanges();
    expect(ranges[0]).toEqual({ minCredits: 1000, maxCredits: 9999, pricePerMessage: 0.25 });
    expect(quoteCustomPackage(ranges, 999)).toBeNull();
    expect(quoteCustomPackage(ranges, 1_000_000)?.pricePerMessage).toBe(0.17);
    expect(quoteCustomPackage(ranges, 1_000_001)).toBeNull();
  });

  it('promotions follow their date window', async () => {
    expect((await content.promotions('en', now)).map((p) => p.code)).toEqual(['OTPBOOST', 'BIZ5', 'WELCOME10']);
    expect((await content.promotions('en', new Date(now.getTime() + 15 * DAY))).map((p) => p.code)).toContain(
      'FLASHSALE',
    );
    expect((await content.promotions('en', new Date(now.getTime() - 45 * DAY))).map((p) => p.code)).toEqual([
      'NEWYEAR',
    ]);
    const [first] = await content.promotions('th', now);
    expect(first?.image).toMatchObject({ url: '/api/media/file/seed-promo-otpboost.png', width: 1200, height: 675 });
  });

  it('blog: categories (one empty), newest first, category filter', async () => {
    const categories = await content.categories('zh-TW');
    expect(categories.map((c) => c.name)).toEqual(['簡訊行銷', '驗證碼與安全', '技巧與指南', '公司新聞']);
    const posts = await content.postList('en');
    expect(posts).toHaveLength(7);
    expect(posts[0]?.path).toBe('otp-delivery-now-under-3-seconds');
    const news = categories.find((c) => c.name === '公司新聞')!;
    expect(await content.categoryPosts('en', news.id)).toEqual([]);
    const marketing = categories[0]!;
    const inMarketing = await content.categoryPosts('en', marketing.id);
    expect(inMarketing.map((p) => p.path)).toEqual([
      'url-tracking-case-study',
      'best-time-to-send-sms-campaigns',
      'what-is-bulk-sms',
    ]);
    expect(await content.latestPosts('en', 2)).toEqual(posts.slice(0, 2));
    expect((await content.postPage('en', 1, marketing.id))?.items).toEqual(inMarketing);
    const [newest] = inMarketing;
    expect((await content.relatedPosts('en', newest!)).map((p) => p.path)).toEqual([
      'best-time-to-send-sms-campaigns',
      'what-is-bulk-sms',
    ]);
    expect(await content.allPostPaths()).toHaveLength(7);
    const updates = await content.postUpdates();
    expect(updates).toHaveLength(7);
    expect(updates.find((u) => u.path === 'what-is-bulk-sms')?.category).toBe(marketing.slug);
  });

  it('a post in each locale, with the fallback chain and a rich-text body', async () => {
    const zhTw = await content.post('zh-TW', 'what-is-bulk-sms');
    expect(zhTw?.title).toBe('什麼是簡訊行銷？為什麼它在泰國依然有效');
    // A staff post without Chinese translation: zh-TW → zh-CN → en.
    const ctx = { disableRevalidate: true };
    const post = await payload.create({
      collection: 'posts',
      locale: 'th',
      data: {
        path: 'fallback-check',
        topic: 'ทดสอบ',
        type: 'article',
        isActive: true,
        publishedAt: now.toISOString(),
        _status: 'published',
      },
      context: ctx,
    });
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'en',
      data: { topic: 'Fallback' },
      context: ctx,
    });
    expect((await content.post('zh-TW', 'fallback-check'))?.title).toBe('Fallback');
    await payload.delete({ collection: 'posts', id: post.id, context: ctx });
    const th = await content.post('th', 'what-is-bulk-sms');
    expect(th?.category?.name).toBe('การตลาดผ่าน SMS');
    // One cover image for every locale, with its alt text per locale.
    expect(th?.cover?.alt).toBe('โทรศัพท์มือถือที่ได้รับข้อความ SMS จากแบรนด์');
    expect((await content.post('vi', 'what-is-bulk-sms'))?.cover).toMatchObject({
      url: '/api/media/file/seed-cover-what-is-bulk-sms.png',
      width: 1600,
      height: 900,
      alt: 'Điện thoại nhận tin nhắn SMS từ một thương hiệu',
    });
    expect(th?.body.map((b) => b.type)).toEqual(['paragraph', 'heading', 'list', 'heading', 'list', 'paragraph']);
    expect(JSON.stringify(th?.body)).toContain('"url":"/packages"');
    expect(await content.post('en', 'no-such-post')).toBeNull();
  });

  it('an inactive post disappears; an inactive category leaves its posts uncategorised', async () => {
    const [doc] = (await payload.find({ collection: 'posts', where: { path: { equals: 'sms-credits-explained' } } }))
      .docs;
    const ctx = { disableRevalidate: true };
    await payload.update({ collection: 'posts', id: doc!.id, data: { isActive: false }, context: ctx });
    expect(await content.post('en', 'sms-credits-explained')).toBeNull();
    expect(await content.allPostPaths()).toHaveLength(6);
    await payload.update({ collection: 'posts', id: doc!.id, data: { isActive: true }, context: ctx });

    const categoryId = typeof doc!.category === 'object' ? doc!.category!.id : doc!.category!;
    await payload.update({ collection: 'categories', id: categoryId, data: { isActive: false }, context: ctx });
    expect((await content.post('en', 'sms-credits-explained'))?.category).toBeNull();
    expect(await content.categories('en')).toHaveLength(3);
    await payload.update({ collection: 'categories', id: categoryId, data: { isActive: true }, context: ctx });
  });

  it('site config, customers and popup', async () => {
    const config = await content.siteConfig('en');
    expect(config).toMatchObject({
      siteName: 'SabaiSMS',
      companyName: 'SabaiSMS Co., Ltd.',
      appDomain: 'https://app.sabaisms.example',
      freeTrialLink: '/Register',
      loginLink: '/login',
      buyNowLink: '/Loading',
      phoneNumber: '0212345678',
      emailSubmitForm: 'sales@sabaisms.example',
      lineContact: { label: '@sabaisms', link: 'https://line.me/R/ti/p/@sabaisms' },
      facebookChatEnabled: false,
    });
    expect(config.contacts.map((c) => [c.type, c.label])).toEqual([
      ['phone', 'Call sales (ext. 2)'],
      ['email', 'E-mail sales'],
      ['line', 'Chat on LINE'],
      ['facebook', 'Facebook'],
    ]);
    expect(config.bankAccounts.map((a) => a.bank)).toEqual(['Kasikornbank', 'Siam Commercial Bank']);
    const th = await content.siteConfig('th');
    expect(th.bankAccounts[0]).toEqual({
      bank: 'ธนาคารกสิกรไทย',
      accountNumber: '123-4-56789-0',
      accountName: 'บริษัท สบาย เอสเอ็มเอส จำกัด',
      branch: 'สาขาสีลม',
    });
    expect((await content.siteConfig('vi')).address).toContain('Tòa nhà Sabai');
    // A translation staff cleared falls back: vi → en.
    const ctx = { disableRevalidate: true };
    await payload.updateGlobal({ slug: 'config', locale: 'vi', data: { address: null }, context: ctx });
    expect((await content.siteConfig('vi')).address).toBe(config.address);
    await payload.updateGlobal({ slug: 'config', locale: 'vi', data: { address: 'Tòa nhà Sabai' }, context: ctx });

    const customers = await content.customers();
    expect(customers).toHaveLength(6);
    expect(customers[0]).toEqual({
      id: expect.any(String),
      name: 'Siam Fresh Mart',
      logo: { url: '/api/media/file/seed-logo-siam-fresh-mart.png', width: 480, height: 240, alt: 'Siam Fresh Mart' },
    });
    expect(await content.popup('th')).toMatchObject({ name: 'Welcome offer popup', url: '/promotions' });
  });
});

describe('the pages staff edit (issue 25), through the CMS source', () => {
  it('every page in every language, the service cards in menu order, the FAQ by group', async () => {
    const home = await content.sitePage('th', 'home');
    expect(home.home?.hero.points).toHaveLength(3);
    expect((await content.sitePage('vi', 'aboutUs')).heading).not.toBe('');
    const cards = await content.serviceCards('zh-TW');
    expect(cards.map((card) => card.key)).toEqual([...SERVICE_PAGES]);
    expect(cards.every((card) => card.title !== '' && card.summary !== '')).toBe(true);
    const policy = await content.legalPage('en', 'policy');
    expect(policy.body.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(11);
    const faq = await content.faqEntries('zh-CN');
    expect(faq).toHaveLength(12);
    const ranks = faq.map((entry) => FAQ_GROUPS.indexOf(entry.group));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('a draft shows only in a preview; an unpublished fixed page keeps its last published version', async () => {
    const { docs } = await payload.find({ collection: 'pages', where: { key: { equals: 'aboutUs' } }, limit: 1 });
    const id = docs[0]!.id;
    const published = await content.sitePage('en', 'aboutUs');
    const context = { disableRevalidate: true };
    await payload.update({
      collection: 'pages',
      id,
      locale: 'en',
      draft: true,
      data: { lead: 'A draft lead' },
      context,
    });
    expect((await content.sitePage('en', 'aboutUs')).lead).toBe(published.lead);
    expect((await drafts.sitePage('en', 'aboutUs')).lead).toBe('A draft lead');
    await payload.update({ collection: 'pages', id, data: { _status: 'draft' }, context });
    expect((await content.sitePage('en', 'aboutUs')).lead).toBe(published.lead);
    expect((await content.sitePage('th', 'aboutUs')).heading).not.toBe('');
  });
});
