/**
 * The CMS content source against a real (temporary) SQLite database: migrations, seed, reads
 * through lib/content's uncached functions, display rules, translation fallback, roles.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';
import type { ContentReaders } from '@/lib/content/read';
import type { SeedSummary } from '@/cms/seed';
import { quoteCustomPackage } from '@/lib/sms/pricing';

const DAY = 24 * 60 * 60 * 1000;
let env: PayloadTestEnv;
let payload: Payload;
let content: ContentReaders;
let seedOnce: (options?: { env?: Record<string, string | undefined> }) => Promise<SeedSummary>;
let first: SeedSummary;
const now = new Date();

beforeAll(async () => {
  env = await createPayloadTestEnv('cms');
  payload = env.payload;
  const [{ seed }, { createCmsLoaders, createCmsSource }, { createReaders }] = await Promise.all([
    import('@/cms/seed'),
    import('@/lib/content/cms/source'),
    import('@/lib/content/read'),
  ]);
  seedOnce = (options = {}) => seed(payload, { now, env: options.env ?? {} });
  first = await seedOnce();
  content = createReaders(createCmsSource(createCmsLoaders(async () => payload)));
});

afterAll(async () => {
  await env?.cleanup();
});

async function userWith(role: 'admin' | 'editor' | 'support') {
  const email = `${role}-${Math.random().toString(36).slice(2)}@sabaisms.example`;
  return payload.create({
    collection: 'users',
    data: { email, username: email.split('@')[0]!, password: 'a-long-test-password', roles: [role] },
  });
}

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

describe('reads through the CMS source', () => {
  it('packages: active, in order; home: 3 flagged', async () => {
    const packages = await content.getPackages('th');
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
    const home = await content.getHomePackages('vi');
    expect(home).toHaveLength(3);
    expect(home.every((p) => p.displayHomePage)).toBe(true);
    expect(home[0]?.name).toBe('Khởi đầu');
  });

  it('price ranges cover 1,000 to 1,000,000 credits', async () => {
    const ranges = await content.getPriceRanges();
    expect(ranges[0]).toEqual({ minCredits: 1000, maxCredits: 9999, pricePerMessage: 0.25 });
    expect(quoteCustomPackage(ranges, 999)).toBeNull();
    expect(quoteCustomPackage(ranges, 1_000_000)?.pricePerMessage).toBe(0.17);
    expect(quoteCustomPackage(ranges, 1_000_001)).toBeNull();
  });

  it('promotions follow their date window', async () => {
    expect((await content.getPromotions('en', now)).map((p) => p.code)).toEqual(['OTPBOOST', 'BIZ5', 'WELCOME10']);
    expect((await content.getPromotions('en', new Date(now.getTime() + 15 * DAY))).map((p) => p.code)).toContain(
      'FLASHSALE',
    );
    expect((await content.getPromotions('en', new Date(now.getTime() - 45 * DAY))).map((p) => p.code)).toEqual([
      'NEWYEAR',
    ]);
    const [first] = await content.getPromotions('th', now);
    expect(first?.image).toMatchObject({ url: '/api/media/file/seed-promo-otpboost.png', width: 1200, height: 675 });
  });

  it('blog: categories (one empty), newest first, category filter', async () => {
    const categories = await content.getCategories('zh-TW');
    expect(categories.map((c) => c.name)).toEqual(['簡訊行銷', '驗證碼與安全', '技巧與指南', '公司新聞']);
    const posts = await content.getPosts('en');
    expect(posts).toHaveLength(7);
    expect(posts[0]?.path).toBe('otp-delivery-now-under-3-seconds');
    const news = categories.find((c) => c.name === '公司新聞')!;
    expect(await content.getPosts('en', { category: news.id })).toEqual([]);
    const marketing = categories[0]!;
    const inMarketing = await content.getPosts('en', { category: marketing.id });
    expect(inMarketing.map((p) => p.path)).toEqual([
      'url-tracking-case-study',
      'best-time-to-send-sms-campaigns',
      'what-is-bulk-sms',
    ]);
    expect(await content.getPosts('en', { limit: 2 })).toHaveLength(2);
    expect(await content.getAllPostPaths()).toHaveLength(7);
  });

  it('a post in each locale, with the fallback chain and a rich-text body', async () => {
    const zhTw = await content.getPost('zh-TW', 'what-is-bulk-sms');
    expect(zhTw?.title).toBe('什麼是簡訊行銷？為什麼它在泰國依然有效');
    // A staff post without Chinese translation: zh-TW → zh-CN → en.
    const ctx = { disableRevalidate: true };
    const draft = await payload.create({
      collection: 'posts',
      locale: 'th',
      data: { path: 'fallback-check', topic: 'ทดสอบ', type: 'article', isActive: true, publishedAt: now.toISOString() },
      context: ctx,
    });
    await payload.update({
      collection: 'posts',
      id: draft.id,
      locale: 'en',
      data: { topic: 'Fallback' },
      context: ctx,
    });
    expect((await content.getPost('zh-TW', 'fallback-check'))?.title).toBe('Fallback');
    await payload.delete({ collection: 'posts', id: draft.id, context: ctx });
    const th = await content.getPost('th', 'what-is-bulk-sms');
    expect(th?.category?.name).toBe('การตลาดผ่าน SMS');
    // One cover image for every locale, with its alt text per locale.
    expect(th?.cover?.alt).toBe('โทรศัพท์มือถือที่ได้รับข้อความ SMS จากแบรนด์');
    expect((await content.getPost('vi', 'what-is-bulk-sms'))?.cover).toMatchObject({
      url: '/api/media/file/seed-cover-what-is-bulk-sms.png',
      width: 1600,
      height: 900,
      alt: 'Điện thoại nhận tin nhắn SMS từ một thương hiệu',
    });
    expect(th?.body.map((b) => b.type)).toEqual(['paragraph', 'heading', 'list', 'heading', 'list', 'paragraph']);
    expect(JSON.stringify(th?.body)).toContain('"url":"/packages"');
    expect(await content.getPost('en', 'no-such-post')).toBeNull();
  });

  it('an inactive post disappears; an inactive category leaves its posts uncategorised', async () => {
    const [doc] = (await payload.find({ collection: 'posts', where: { path: { equals: 'sms-credits-explained' } } }))
      .docs;
    const ctx = { disableRevalidate: true };
    await payload.update({ collection: 'posts', id: doc!.id, data: { isActive: false }, context: ctx });
    expect(await content.getPost('en', 'sms-credits-explained')).toBeNull();
    expect(await content.getAllPostPaths()).toHaveLength(6);
    await payload.update({ collection: 'posts', id: doc!.id, data: { isActive: true }, context: ctx });

    const categoryId = typeof doc!.category === 'object' ? doc!.category!.id : doc!.category!;
    await payload.update({ collection: 'categories', id: categoryId, data: { isActive: false }, context: ctx });
    expect((await content.getPost('en', 'sms-credits-explained'))?.category).toBeNull();
    expect(await content.getCategories('en')).toHaveLength(3);
    await payload.update({ collection: 'categories', id: categoryId, data: { isActive: true }, context: ctx });
  });

  it('site config, customers and popup', async () => {
    const config = await content.getSiteConfig('en');
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
    const th = await content.getSiteConfig('th');
    expect(th.bankAccounts[0]).toEqual({
      bank: 'ธนาคารกสิกรไทย',
      accountNumber: '123-4-56789-0',
      accountName: 'บริษัท สบาย เอสเอ็มเอส จำกัด',
      branch: 'สาขาสีลม',
    });
    expect((await content.getSiteConfig('vi')).address).toContain('Tòa nhà Sabai');
    // A translation staff cleared falls back: vi → en.
    const ctx = { disableRevalidate: true };
    await payload.updateGlobal({ slug: 'config', locale: 'vi', data: { address: null }, context: ctx });
    expect((await content.getSiteConfig('vi')).address).toBe(config.address);
    await payload.updateGlobal({ slug: 'config', locale: 'vi', data: { address: 'Tòa nhà Sabai' }, context: ctx });

    const customers = await content.getCustomers();
    expect(customers).toHaveLength(6);
    expect(customers[0]).toEqual({
      id: expect.any(String),
      name: 'Siam Fresh Mart',
      logo: { url: '/api/media/file/seed-logo-siam-fresh-mart.png', width: 480, height: 240, alt: 'Siam Fresh Mart' },
    });
    expect(await content.getPopup('th')).toMatchObject({ name: 'Welcome offer popup', url: '/promotions' });
  });
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
      payload.create({ collection: 'categories', data: { name: 'x', color: 'red' }, context: ctx }),
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

describe('remember me at sign-in', () => {
  async function post(path: string, cookie: string, body?: unknown) {
    const { handleEndpoints } = await import('payload');
    const config = (await import('@payload-config')).default;
    const response = await handleEndpoints({
      config,
      request: new Request(`http://localhost/api/users${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    });
    return {
      status: response.status,
      cookies: response.headers.getSetCookie(),
      json: (await response.json()) as { token?: string },
    };
  }
  const tokenCookie = (cookies: string[]) => cookies.find((c) => c.startsWith('payload-token='))!;

  it('remembered: a 30-day cookie, also after a token refresh', async () => {
    const user = await userWith('editor');
    const login = await post('/login', 'sabai-remember-intent=1', {
      email: user.email,
      password: 'a-long-test-password',
    });
    expect(login.status).toBe(200);
    expect(tokenCookie(login.cookies)).toMatch(/Expires=/);
    expect(login.cookies).toContainEqual(
      expect.stringMatching(/^sabai-remember=1; Max-Age=2592000; Path=\/; HttpOnly/),
    );
    const token = /payload-token=([^;]+)/.exec(tokenCookie(login.cookies))![1];
    const refreshed = await post('/refresh-token', `payload-token=${token}; sabai-remember=1`);
    expect(refreshed.status).toBe(200);
    expect(tokenCookie(refreshed.cookies)).toMatch(/Expires=/);
  });

  it('not remembered: a session cookie (no Expires/Max-Age), also after a token refresh', async () => {
    const user = await userWith('editor');
    const login = await post('/login', '', { email: user.email, password: 'a-long-test-password' });
    expect(login.status).toBe(200);
    const cookie = tokenCookie(login.cookies);
    expect(cookie).not.toMatch(/Expires=|Max-Age=/i);
    expect(cookie).toMatch(/HttpOnly/);
    expect(login.cookies).toContainEqual(expect.stringMatching(/^sabai-remember=; Max-Age=0/));
    const token = /payload-token=([^;]+)/.exec(cookie)![1];
    const refreshed = await post('/refresh-token', `payload-token=${token}`);
    expect(refreshed.status).toBe(200);
    expect(tokenCookie(refreshed.cookies)).not.toMatch(/Expires=|Max-Age=/i);
  });

  it('a failed sign-in is passed through untouched', async () => {
    const failed = await post('/login', 'sabai-remember-intent=1', {
      email: 'nobody@sabaisms.example',
      password: 'wrong-password-x',
    });
    expect(failed.status).toBe(401);
    expect(failed.cookies).toEqual([]);
  });
});

describe('roles', () => {
  it('support cannot change prices; editors can', async () => {
    const [pkg] = (await payload.find({ collection: 'packages', limit: 1 })).docs;
    const support = await userWith('support');
    await expect(
      payload.update({ collection: 'packages', id: pkg!.id, data: { price: 1 }, overrideAccess: false, user: support }),
    ).rejects.toMatchObject({ status: 403 });
    const editor = await userWith('editor');
    const updated = await payload.update({
      collection: 'packages',
      id: pkg!.id,
      data: { sortOrder: pkg!.sortOrder },
      overrideAccess: false,
      user: editor,
      context: { disableRevalidate: true },
    });
    expect(updated.id).toBe(pkg!.id);
  });

  it('editors cannot create users', async () => {
    const editor = await userWith('editor');
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'x@sabaisms.example', username: 'x', password: 'a-long-test-password', roles: ['admin'] },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('contact submissions: support and admin read/update, editors and visitors cannot, nobody creates via access', async () => {
    const submission = await payload.create({
      collection: 'contact-submissions',
      data: {
        name: 'Somchai',
        email: 'somchai@example.com',
        phone: '0812345678',
        service: 'sales',
        message: 'Hi',
        locale: 'th',
        status: 'pending',
      },
    });
    expect(submission.status).toBe('pending');
    const support = await userWith('support');
    const editor = await userWith('editor');
    const read = await payload.find({ collection: 'contact-submissions', overrideAccess: false, user: support });
    expect(read.totalDocs).toBe(1);
    const marked = await payload.update({
      collection: 'contact-submissions',
      id: submission.id,
      data: { status: 'sent' },
      overrideAccess: false,
      user: support,
    });
    expect(marked.status).toBe('sent');
    await expect(
      payload.find({ collection: 'contact-submissions', overrideAccess: false, user: editor }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(payload.find({ collection: 'contact-submissions', overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      payload.create({
        collection: 'contact-submissions',
        data: { name: 'x', email: 'x@example.com', phone: '0812345678', service: 's', message: 'm', status: 'pending' },
        overrideAccess: false,
        user: support,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('visitors read only what the site shows', async () => {
    const promotions = await payload.find({ collection: 'promotions', overrideAccess: false });
    expect(promotions.docs.map((p) => p.code).sort()).toEqual(['BIZ5', 'OTPBOOST', 'WELCOME10']);
    const [post] = (await payload.find({ collection: 'posts', limit: 1 })).docs;
    await payload.update({
      collection: 'posts',
      id: post!.id,
      data: { isActive: false },
      context: { disableRevalidate: true },
    });
    const visible = await payload.find({ collection: 'posts', overrideAccess: false, limit: 0 });
    expect(visible.docs.map((p) => p.id)).not.toContain(post!.id);
    const editor = await userWith('editor');
    const all = await payload.find({ collection: 'posts', overrideAccess: false, user: editor, limit: 0 });
    expect(all.docs.map((p) => p.id)).toContain(post!.id);
    await payload.update({
      collection: 'posts',
      id: post!.id,
      data: { isActive: true },
      context: { disableRevalidate: true },
    });
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toMatchObject({ status: 403 });
  });
});
