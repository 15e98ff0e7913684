import { describe, expect, it } from 'vitest';

import { pickLocalized, pickText } from '@/lib/content/localize';
import {
  activeOnly,
  homePackages,
  isPromotionActive,
  newestFirst,
  promotionWindowOpen,
  runningPromotions,
  sortPackages,
} from '@/lib/content/rules';
import type { Category, Package, PostSummary } from '@/lib/content/types';

function pkg(id: string, over: Partial<Package> = {}): Package {
  return {
    id,
    appPackageId: `P-${id}`,
    name: id,
    isPopular: false,
    isRecommended: false,
    displayHomePage: false,
    credits: 1000,
    pricePerMessage: 0.2,
    price: 100,
    serviceLife: 1,
    serviceLifeUnit: 'years',
    totalUrls: 0,
    freeUrlTracking: false,
    sortOrder: 0,
    ...over,
  };
}

const catA: Category = { id: '1', slug: 'a', name: 'A', color: '#111111' };
const catB: Category = { id: '2', slug: 'b', name: 'B', color: '#222222' };

function post(id: string, publishedAt: string, category: Category | null = null): PostSummary {
  return {
    id,
    path: `post-${id}`,
    title: id,
    metaTitle: '',
    metaDescription: '',
    metaKeywords: '',
    cover: null,
    category,
    type: 'article',
    publishedAt,
  };
}

describe('activeOnly', () => {
  it('keeps only items whose isActive is exactly true', () => {
    const items = [{ id: 1, isActive: true }, { id: 2, isActive: false }, { id: 3, isActive: null }, { id: 4 }];
    expect(activeOnly(items).map((i) => i.id)).toEqual([1]);
  });
});

describe('packages', () => {
  it('sorts by sortOrder, then price, then id', () => {
    const sorted = sortPackages([
      pkg('c', { sortOrder: 2, price: 10 }),
      pkg('b', { sortOrder: 1, price: 500 }),
      pkg('a', { sortOrder: 1, price: 100 }),
      pkg('d', { sortOrder: 1, price: 100 }),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('home shows at most 3, only those flagged displayHomePage, in order', () => {
    const list = [
      pkg('1', { displayHomePage: true }),
      pkg('2'),
      pkg('3', { displayHomePage: true }),
      pkg('4', { displayHomePage: true }),
      pkg('5', { displayHomePage: true }),
    ];
    expect(homePackages(list).map((p) => p.id)).toEqual(['1', '3', '4']);
    expect(homePackages([pkg('x')])).toEqual([]);
  });
});

describe('promotion window', () => {
  const promo = { isActive: true, startDate: '2026-01-10T00:00:00.000Z', endDate: '2026-01-20T23:59:59.000Z' };

  it('is open on both boundaries and between them', () => {
    expect(promotionWindowOpen(promo, new Date('2026-01-10T00:00:00.000Z'))).toBe(true);
    expect(promotionWindowOpen(promo, new Date('2026-01-15T12:00:00.000Z'))).toBe(true);
    expect(promotionWindowOpen(promo, new Date('2026-01-20T23:59:59.000Z'))).toBe(true);
  });

  it('is closed one millisecond outside', () => {
    expect(promotionWindowOpen(promo, new Date('2026-01-09T23:59:59.999Z'))).toBe(false);
    expect(promotionWindowOpen(promo, new Date('2026-01-20T23:59:59.001Z'))).toBe(false);
  });

  it('compares instants, whatever the offset notation', () => {
    const local = { startDate: '2026-01-10T07:00:00+07:00', endDate: '2026-01-10T08:00:00+07:00' };
    expect(promotionWindowOpen(local, new Date('2026-01-10T00:00:00.000Z'))).toBe(true);
    expect(promotionWindowOpen(local, new Date('2026-01-09T23:59:59.000Z'))).toBe(false);
  });

  it('needs isActive too', () => {
    const now = new Date('2026-01-15T00:00:00.000Z');
    expect(isPromotionActive(promo, now)).toBe(true);
    expect(isPromotionActive({ ...promo, isActive: false }, now)).toBe(false);
  });

  it('treats unparseable dates as closed', () => {
    expect(promotionWindowOpen({ startDate: 'soon', endDate: '2030-01-01' }, new Date())).toBe(false);
  });

  it('runningPromotions filters and orders by end date', () => {
    const now = new Date('2026-01-15T00:00:00.000Z');
    const list = [
      { id: 'late', startDate: '2026-01-01T00:00:00Z', endDate: '2026-03-01T00:00:00Z' },
      { id: 'expired', startDate: '2025-12-01T00:00:00Z', endDate: '2026-01-01T00:00:00Z' },
      { id: 'future', startDate: '2026-02-01T00:00:00Z', endDate: '2026-02-10T00:00:00Z' },
      { id: 'soon', startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-16T00:00:00Z' },
    ];
    expect(runningPromotions(list, now).map((p) => p.id)).toEqual(['soon', 'late']);
  });
});

describe('posts', () => {
  const posts = [
    post('1', '2026-01-01T00:00:00.000Z', catA),
    post('2', '2026-03-01T00:00:00.000Z', catB),
    post('3', '2026-02-01T00:00:00.000Z', catA),
    post('4', '2026-02-01T00:00:00.000Z', null),
  ];

  it('newest first, ties by id (higher first)', () => {
    expect(newestFirst(posts).map((p) => p.id)).toEqual(['2', '4', '3', '1']);
  });
});

describe('translation fallback', () => {
  const full = { th: 'ไทย', en: 'English', 'zh-CN': '简体', 'zh-TW': '繁體', vi: 'Tiếng Việt' };

  it('uses the locale itself when translated', () => {
    expect(pickText(full, 'zh-TW')).toBe('繁體');
    expect(pickText(full, 'vi')).toBe('Tiếng Việt');
  });

  it('zh-TW falls back to zh-CN, then en, then th', () => {
    expect(pickText({ th: 'ไทย', en: 'English', 'zh-CN': '简体' }, 'zh-TW')).toBe('简体');
    expect(pickText({ th: 'ไทย', en: 'English', 'zh-TW': '' }, 'zh-TW')).toBe('English');
    expect(pickText({ th: 'ไทย' }, 'zh-TW')).toBe('ไทย');
  });

  it('vi falls back to en, then th — never to Chinese', () => {
    expect(pickText({ th: 'ไทย', 'zh-CN': '简体', en: 'English' }, 'vi')).toBe('English');
    expect(pickText({ th: 'ไทย', 'zh-CN': '简体' }, 'vi')).toBe('ไทย');
  });

  it('en falls back to th; th never falls back', () => {
    expect(pickText({ th: 'ไทย', en: '   ' }, 'en')).toBe('ไทย');
    expect(pickText({ en: 'English' }, 'th')).toBe('');
  });

  it('takes a custom presence test (e.g. rich text) and handles missing values', () => {
    expect(pickLocalized({ th: [1], en: [] }, 'en')).toEqual([1]);
    expect(pickLocalized({ th: 5, en: 0 }, 'en', (n) => n > 0)).toBe(5);
    expect(pickLocalized(null, 'en')).toBeUndefined();
    expect(pickText(undefined, 'vi')).toBe('');
  });
});
