/**
 * The contract between the sources on posts the seed does not have: per-locale covers, missing covers,
 * images and links in the body, translations missing along the fallback chain.
 * CMS documents → domain (per locale) → legacy JSON → zod → remote parser → the same domain.
 */
import { describe, expect, it } from 'vitest';

import { media, overTheWire, stamps } from '../helpers/legacy-fixtures';
import { doc, p } from '@/cms/seed/lexical';
import { locales } from '@/i18n/locales';
import type { Post } from '@/cms/payload-types';
import { mapPost, type CategoryDoc, type PostDoc } from '@/lib/content/cms/map';
import { legacyBlogToPost } from '@/lib/legacy-api/from-legacy';
import { perLocale } from '@/lib/legacy-api/locale-keys';
import { legacyBlogSchema } from '@/lib/legacy-api/schemas';
import { toLegacyBlog } from '@/lib/legacy-api/to-legacy';

const category: CategoryDoc = {
  ...stamps,
  id: 3,
  slug: 'category',
  name: { th: 'หมวด', en: 'Category' },
  color: '#0f9d58',
  isActive: true,
};

/** A Lexical body of these top-level nodes, as Payload stores it. */
function body(children: Record<string, unknown>[]): Post['body'] {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: children.map((node) => ({ version: 1, ...node, type: node.type })),
    },
  };
}

const rawPost: PostDoc = {
  ...stamps,
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
    th: body([
      ...doc(p('ข้อความ **หนา** [ลิงก์](https://sabaisms.example/a?b=1&c=2)')).root.children,
      { type: 'upload', value: media(4, { th: 'รูปในเนื้อหา', en: 'Inline picture' }) },
      { type: 'horizontalrule' },
      { type: 'quote', children: [{ type: 'text', text: '<script>alert(1)</script>', format: 16 }] },
    ]),
    en: body(doc(p('English *body*')).root.children),
    vi: body([{ type: 'paragraph', children: [] }]),
  },
};

describe('legacy round trip: posts', () => {
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
    const bare: PostDoc = {
      ...stamps,
      id: 1,
      path: 'bare',
      type: 'article',
      topic: { th: 'x' },
      category: null,
      cover: {},
      publishedAt: '2026-01-01T00:00:00Z',
      isActive: true,
    };
    const domain = perLocale((locale) => mapPost(bare, locale));
    const wire = legacyBlogSchema.parse(overTheWire(toLegacyBlog(domain)));
    for (const locale of locales) expect(legacyBlogToPost(wire, locale, [])).toEqual(domain[locale]);
    expect(domain.en).toMatchObject({ cover: null, category: null, body: [] });
  });
});
