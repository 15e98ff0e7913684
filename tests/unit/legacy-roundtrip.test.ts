/**
 * The contract between the sources on settings, packages and promotions the seed does not have, and what
 * an older backend sends. CMS documents → domain (per locale) → legacy JSON → zod → remote parser → the
 * same domain.
 */
import { describe, expect, it } from 'vitest';

import { media, overTheWire, stamps } from '../helpers/legacy-fixtures';
import { locales } from '@/i18n/locales';
import { mapPackage, mapPromotion, type PackageDoc, type PromotionDoc } from '@/lib/content/cms/map';
import { mapSiteConfig, type ConfigDoc } from '@/lib/content/cms/map-config';
import {
  legacyBlogToPost,
  legacyConfigToDomain,
  legacyPackageToDomain,
  legacyPromotionToDomain,
} from '@/lib/legacy-api/from-legacy';
import { perLocale } from '@/lib/legacy-api/locale-keys';
import {
  legacyBlogSchema,
  legacyConfigSchema,
  legacyPackageSchema,
  legacyPromotionSchema,
} from '@/lib/legacy-api/schemas';
import { toLegacyConfig, toLegacyPackage, toLegacyPromotion } from '@/lib/legacy-api/to-legacy';

describe('legacy round trip', () => {
  it('site config, packages and promotions', () => {
    const rawConfig: ConfigDoc = {
      id: 1,
      siteName: 'SabaiSMS',
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

    const rawPackage: PackageDoc = {
      ...stamps,
      id: 7,
      appPackageId: 'X-1',
      packageName: { th: 'แพ็ก', en: 'Pack', 'zh-TW': '方案' },
      credit: 1000,
      pricePerMessage: 0.2,
      price: 200,
      isActive: true,
      isRecommend: true,
      serviceLife: 1,
      serviceLifeUnit: 'months',
    };
    const pkg = perLocale((locale) => mapPackage(rawPackage, locale));
    const wirePackage = legacyPackageSchema.parse(overTheWire(toLegacyPackage(pkg)));
    for (const locale of locales) expect(legacyPackageToDomain(wirePackage, locale)).toEqual(pkg[locale]);

    const rawPromotion: PromotionDoc = {
      ...stamps,
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
    const post = legacyBlogToPost(blog, 'zh-TW', [{ id: '2', slug: '2', name: '分类', color: '#123456' }]);
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
