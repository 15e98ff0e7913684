import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { locales } from '@/i18n/locales';
import type { PostUpdate } from '@/lib/content/types';
import { pageKeys } from '@/lib/routes';
import { sitemapPartResponse, sitemapResponse } from '@/lib/seo/sitemap-response';

/** The routes' glue: what they read, the status and headers they answer, on a fake content module. */
const content = vi.hoisted(() => ({ posts: [] as PostUpdate[] }));
vi.mock('@/lib/content', () => ({
  duringBuildOr: (read: Promise<unknown>) => read,
  content: { postUpdates: async () => content.posts, categories: async () => [{ slug: 'otp' }] },
}));

const ORIGIN = 'https://www.example.co.th';
const posts = (count: number): PostUpdate[] =>
  Array.from({ length: count }, (_, i) => ({
    path: `article-${i}`,
    updatedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
    category: 'otp',
  }));
const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

beforeAll(() => vi.stubEnv('SERVER_URL', ORIGIN));
afterAll(() => vi.unstubAllEnvs());

describe('the seeded site (a few articles)', () => {
  beforeEach(() => {
    content.posts = posts(7);
  });

  it('answers /sitemap.xml as a urlset with the XML headers Next sent', async () => {
    const response = await sitemapResponse();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(`<loc>${ORIGIN}/en/blog/article-6</loc>`);
  });

  it('has no parts', async () => {
    for (const segment of ['1.xml', '0.xml', 'x.xml']) {
      const response = await sitemapPartResponse(segment);
      expect(response.status, segment).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('a site past 10,000 URLs', () => {
  beforeEach(() => {
    content.posts = posts(2_100);
  });

  it('answers /sitemap.xml as the index of its two parts, which answer their urlsets', async () => {
    const index = await (await sitemapResponse()).text();
    expect(XMLValidator.validate(index)).toBe(true);
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${ORIGIN}/sitemap/1.xml`,
      `${ORIGIN}/sitemap/2.xml`,
    ]);
    const [first, second] = await Promise.all([sitemapPartResponse('1.xml'), sitemapPartResponse('2.xml')]);
    expect(first.headers.get('content-type')).toBe('application/xml');
    const counts = [urlCount(await first.text()), urlCount(await second.text())];
    // Every page, the one category and 2,100 articles, in every language.
    expect(counts).toEqual([10_000, locales.length * (pageKeys.length + 1 + 2_100) - 10_000]);
    expect((await sitemapPartResponse('3.xml')).status).toBe(404);
  });
});
