/**
 * The contract between the sources on edge cases the seed does not have: per-locale covers,
 * missing covers, images and links in the body, translations missing along the fallback chain.
 * CMS documents → domain (per locale) → legacy JSON → zod → remote parser → the same domain.
 */
import { describe, expect, it } from 'vitest';

import { doc, p } from '@/cms/seed/lexical';
import { locales, type Locale } from '@/i18n/locales';
import { mapPackage, mapPost, mapPromotion } from '@/lib/content/cms/map';
import { mapSiteConfig } from '@/lib/content/cms/map-config';
import type { RawPost } from '@/lib/content/cms/raw';
import {
  legacyBlogToPost,
  legacyConfigToDomain,
  legacyPackageToDomain,
  legacyPromotionToDomain,
} from '@/lib/legacy-api/from-legacy';
import {
  legacyBlogSchema,
  legacyConfigSchema,
  legacyPackageSchema,
  legacyPromotionSchema,
} from '@/lib/legacy-api/schemas';
import { toLegacyBlog, toLegacyConfig, toLegacyPackage, toLegacyPromotion } from '@/lib/legacy-api/to-legacy';

const perLocale = <T>(map: (locale: Locale) => T) =>
  Object.fromEntries(locales.map((locale) => [locale, map(locale)])) as Record<Locale, T>;
/** What the HTTP layer does to the payload. */
const overTheWire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

const media = (id: number, alt: Record<string, string>) => ({
  id,
  filename: `img ${id}.png`,
  width: 1600,
  height: 900,
  alt,
});
const category = { id: 3, name: { th: 'หมวด', en: 'Category' }, color: '#0f9d58', isActive: true };

const rawPost: RawPost = {
  id: 12,
  path: 'edge-case',
  topic: { th: 'หัวข้อ', en: 'Topic', 'zh-CN': '标题', 'zh-TW': '', vi: null },
  metaTitle: { th: 'เมตา', en: '' },
  metaDescription: { th: 'คำอธิบาย' },
  metaKeywords: {},
  cover: { th: media(1, { th: 'ภาพ', en: 'Picture' }), 'zh-CN': media(2, { th: 'ภาพจีน', 'zh-CN': '图片' }), en: null },
  category,
  type: 'case-study',
  publishedAt: '2026-02-03T04:05:06.000Z',
  isActive: true,
  body: {
    th: {
      root: {
        children: [
          ...doc(p('ข้อความ **หนา** [ลิงก์](https://sabaisms.example/a?b=1&c=2)')).root.children,
          { type: 'upload', value: media(4, { th: 'รูปในเนื้อหา', en: 'Inline picture' }) },
          { type: 'horizontalrule' },
          { type: 'quote', children: [{ type: 'text', text: '<script>alert(1)</script>', format: 16 }] },
        ],
      },
    },
    en: doc(p('English *body*')),
    vi: { root: { children: [{ type: 'paragraph', children: [] }] } },
  },
};

describe('legacy round trip', () => {
  it('posts: every locale survives CMS → legacy → remote', () => {
    const domain = perLocale((locale) => mapPost(rawPost, locale));
    const wire = legacyBlogSchema.parse(overTheWire(toLegacyBlog(domain)));
    const categories = perLocale((locale) => (domain[locale].category ? [domain[locale].category!] : []));
    for (const locale of locales) {
      expect(legacyBlogToPost(wire, locale, categories[locale]), locale).toEqual(domain[locale]);
    }
    // The fallbacks that were exercised:
    expect(domain['zh-TW'].title).toBe('标题');
    expect(domain.vi.title).toBe('Topic');
    expect(domain['zh-TW'].cover?.url).toBe('/api/media/file/img%202.png');
    expect(domain.vi.cover?.alt).toBe('Picture');
    expect(domain.vi.body).toEqual(domain.en.body);
    expect(domain.th.body).toContainEqual({
      type: 'image',
      image: { url: '/api/media/file/img%204.png', width: 1600, height: 900, alt: 'รูปในเนื้อหา' },
    });
  });

  it('posts without a cover or category, and a body with nothing to show', () => {
    const bare: RawPost = {
      id: 1,
      path: 'bare',
      topic: { th: 'x' },
      category: null,
      cover: null,
      publishedAt: '2026-01-01T00:00:00Z',
      isActive: true,
    };
    const domain = perLocale((locale) => mapPost(bare, locale));
    const wire = legacyBlogSchema.parse(overTheWire(toLegacyBlog(domain)));
    for (const locale of locales) expect(legacyBlogToPost(wire, locale, [])).toEqual(domain[locale]);
    expect(domain.en).toMatchObject({ cover: null, category: null, body: [] });
  });

  it('site config, packages and promotions', () => {
    const rawConfig = {
      appDomain: 'https://app.sabaisms.example/',
      phoneNumber: '021234567',
      companyName: { th: 'บริษัท', en: 'Company' },
      contact: [
        { id: 'a', type: 'line', label: { th: 'ไลน์' }, link: 'line://ti/p/@x', isActive: true },
        { id: 'b', type: 'phone', label: { th: 'โทร' }, link: 'javascript:alert(1)', isActive: true },
        { id: 'c', type: 'email', link: 'mailto:a@b.example', isActive: false },
      ],
      bankAccounts: [
        { id: 'k', bank: { th: 'กสิกร', en: 'KBank' }, accountNumber: '123-4', accountName: { th: 'ชื่อ' }, branch: {} },
      ],
      facebookChatEnabled: true,
    };
    const config = perLocale((locale) => mapSiteConfig(rawConfig, locale));
    expect(config.en.appDomain).toBe('https://app.sabaisms.example');
    expect(config.en.contacts).toEqual([{ id: 'a', type: 'line', label: 'ไลน์', link: 'line://ti/p/@x', icon: 'line' }]);
    const wireConfig = legacyConfigSchema.parse(overTheWire(toLegacyConfig(config)));
    for (const locale of locales) expect(legacyConfigToDomain(wireConfig, locale)).toEqual(config[locale]);

    const rawPackage = {
      id: 7,
      appPackageId: 'X-1',
      packageName: { th: 'แพ็ก', en: 'Pack', 'zh-TW': '方案' },
      credit: 1000,
      pricePerMessage: 0.2,
      price: 200,
      isActive: true,
      isRecommend: true,
      serviceLifeUnit: 'months' as const,
    };
    const pkg = perLocale((locale) => mapPackage(rawPackage, locale));
    const wirePackage = legacyPackageSchema.parse(overTheWire(toLegacyPackage(pkg)));
    for (const locale of locales) expect(legacyPackageToDomain(wirePackage, locale)).toEqual(pkg[locale]);

    const rawPromotion = {
      id: 9,
      code: 'SAVE5',
      title: { th: 'ลด', en: 'Save' },
      image: media(5, { th: 'แบนเนอร์', vi: 'Biểu ngữ' }),
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2026-12-31T23:59:59.000Z',
    };
    const promotion = perLocale((locale) => mapPromotion(rawPromotion, locale));
    const wirePromotion = legacyPromotionSchema.parse(overTheWire(toLegacyPromotion(promotion)));
    for (const locale of locales) expect(legacyPromotionToDomain(wirePromotion, locale)).toEqual(promotion[locale]);
    expect(promotion.vi.image?.alt).toBe('Biểu ngữ');
  });

  it('reads what an older backend sends (spec fields only, numbers as strings, 0/1 flags)', () => {
    const old = legacyPackageSchema.parse({
      id: 5,
      appPackageId: 'OLD',
      isActive: 1,
      packageName: 'Starter',
      isPopular: 0,
      isRecommend: '1',
      displayHomePage: true,
      credit: '2500',
      pricePerMessage: '0.2',
      price: 499,
      serviceLife: 1,
    });
    expect(legacyPackageToDomain(old, 'vi')).toMatchObject({
      id: '5',
      name: 'Starter',
      isRecommended: true,
      credits: 2500,
      pricePerMessage: 0.2,
      serviceLifeUnit: 'years',
      totalUrls: 0,
    });
    const blog = legacyBlogSchema.parse({
      id: 'abc',
      path: 'old-post',
      meta: { en: { title: 'T', description: 'D', keywords: 'K' } },
      blogTopic: { en: 'Old', th: 'เก่า', cn: '旧' },
      blogDetail: { en: '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><script>bad()</script>' },
      file_en: '/old.png',
      file_th: null,
      file_cn: '',
      category: 2,
      isActive: true,
      createAt: '2024-05-01 10:00:00Z',
    });
    const post = legacyBlogToPost(blog, 'zh-TW', [{ id: '2', name: '分类', color: '#123456' }]);
    expect(post).toMatchObject({
      title: '旧',
      metaTitle: 'T',
      cover: { url: '/old.png', width: 1200, height: 675, alt: '' },
      category: { id: '2', name: '分类' },
      type: 'article',
      publishedAt: '2024-05-01T10:00:00.000Z',
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi there' }] }],
    });
    expect(() =>
      legacyPackageSchema.parse({ id: 1, packageName: 'x', credit: 'lots', pricePerMessage: 1, price: 1 }),
    ).toThrow();
  });
});
