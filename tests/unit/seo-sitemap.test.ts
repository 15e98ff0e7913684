import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { locales } from '@/i18n/locales';
import type { PostUpdate } from '@/lib/content/types';
import { pageKeys } from '@/lib/routes';
import { newest, sitemapGroups, type SitemapEntry, type SitemapGroup } from '@/lib/seo/sitemap-entries';
import { parsePartSegment, sitemapPartXml, sitemapXml, splitSitemap } from '@/lib/seo/sitemap';
import { urlsetXml } from '@/lib/seo/sitemap-xml';

const ORIGIN = 'https://www.example.co.th';
const absolute = (path: string) => ORIGIN + path;
const categories = ['otp', 'marketing', 'news', 'tips'].map((slug) => ({ slug }));

/** `count` articles, dates in a scrambled order so that no part's newest lastmod is simply its first. */
function posts(count: number): PostUpdate[] {
  return Array.from({ length: count }, (_, i) => ({
    path: `article-${i}`,
    updatedAt: new Date(Date.UTC(2024, 0, 1) + ((i * 7919) % count) * 60_000).toISOString(),
    category: categories[i % categories.length]!.slug,
  }));
}

type Link = { '@_hreflang': string; '@_href': string };
type Url = { loc: string; lastmod?: string; priority: number; 'xhtml:link': Link[] };
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

function parseUrlset(xml: string): Url[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const { urlset } = parser.parse(xml) as { urlset: { '@_xmlns': string; url?: Url[] } };
  expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return urlset.url ?? [];
}

beforeAll(() => vi.stubEnv('SERVER_URL', ORIGIN));
afterAll(() => vi.unstubAllEnvs());

describe('a site of at most 10,000 URLs', () => {
  it('is one urlset of every page, category and article in every language, with alternates and lastmod', () => {
    const updates = posts(7);
    const groups = sitemapGroups(updates, categories);
    const urls = parseUrlset(sitemapXml(groups, { absolute }));
    expect(urls).toHaveLength(locales.length * (pageKeys.length + categories.length + updates.length));
    expect(urls[0]).toMatchObject({ loc: `${ORIGIN}/`, priority: '1' });
    for (const url of urls) {
      const links = Object.fromEntries(url['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']]));
      expect(Object.keys(links)).toEqual([...locales, 'x-default']);
      expect(Object.values(links)).toContain(url.loc);
    }
    const article = urls.find((url) => url.loc === `${ORIGIN}/en/blog/article-3`);
    expect(article?.lastmod).toBe(updates[3]!.updatedAt);
    const blog = urls.find((url) => url.loc === `${ORIGIN}/cn/blog`);
    expect(blog?.lastmod).toBe(newest(updates.map((post) => post.updatedAt)));
  });

  it('has no parts: every part number is a 404', () => {
    const groups = sitemapGroups(posts(7), categories);
    for (const segment of ['1.xml', '2.xml']) expect(sitemapPartXml(groups, segment)).toBeNull();
  });

  it('stays a urlset at exactly 10,000 URLs and becomes an index one path later', () => {
    const fill = 10_000 / locales.length - pageKeys.length - categories.length;
    expect(sitemapXml(sitemapGroups(posts(fill), categories), { absolute })).toContain('<urlset');
    expect(sitemapXml(sitemapGroups(posts(fill + 1), categories), { absolute })).toContain('<sitemapindex');
  });
});

describe('a site of more than 10,000 URLs', () => {
  let groups: SitemapGroup[] = [];
  let all: string[] = [];
  let index = '';
  let refs: { loc: string; lastmod?: string }[] = [];
  let parts: Url[][] = [];

  beforeAll(() => {
    groups = sitemapGroups(posts(4_100), categories);
    all = groups.flat().map((entry) => entry.url);
    index = sitemapXml(groups, { absolute });
    refs = (parser.parse(index) as { sitemapindex: { sitemap: typeof refs } }).sitemapindex.sitemap;
    parts = refs.map((_, i) => parseUrlset(sitemapPartXml(groups, `${i + 1}.xml`) ?? ''));
  });

  it('answers a valid sitemap index of absolute part URLs', () => {
    expect(all.length).toBeGreaterThan(20_000);
    expect(all.every((url) => url.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(XMLValidator.validate(index)).toBe(true);
    expect(refs.map((ref) => ref.loc)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap/${n}.xml`));
  });

  it('puts every URL in exactly one part, in order, at most 10,000 a part', () => {
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(10_000);
    expect(parts.flat().map((url) => url.loc)).toEqual(all);
  });

  it('keeps the languages of a path in one part', () => {
    for (const part of parts) {
      const locs = new Set(part.map((url) => url.loc));
      const elsewhere = part.flatMap((url) => url['xhtml:link'].filter((link) => !locs.has(link['@_href'])));
      expect(elsewhere).toEqual([]);
    }
  });

  it('gives each part the newest lastmod of its URLs', () => {
    refs.forEach((ref, i) => {
      const dates = parts[i]!.flatMap((url) => (url.lastmod ? [Date.parse(url.lastmod)] : []));
      expect(Date.parse(ref.lastmod ?? '')).toBe(Math.max(...dates));
    });
  });

  it('answers 404 for a part past the end and for anything but a part number', () => {
    for (const segment of ['4.xml', '0.xml', '01.xml', 'x.xml', '1', '-1.xml', '1.5.xml', '1.XML', '1.xml.gz']) {
      expect(sitemapPartXml(groups, segment), segment).toBeNull();
    }
  });
});

describe('sitemap building blocks', () => {
  it('splits by whole groups within the limit', () => {
    const groups = sitemapGroups(posts(3), categories);
    const parts = splitSitemap(groups, 12);
    expect(groups).toHaveLength(25);
    expect(parts.map((part) => part.length)).toEqual([...Array(12).fill(10), 5]);
    expect(parts.flat()).toEqual(groups.flat());
    expect(() => splitSitemap(groups, 3)).toThrow(RangeError);
  });

  it('reads only canonical part numbers', () => {
    expect(parsePartSegment('1.xml')).toBe(1);
    expect(parsePartSegment('27.xml')).toBe(27);
    for (const bad of ['0.xml', '007.xml', 'x.xml', '.xml', '2', '2.xml/', ' 2.xml']) {
      expect(parsePartSegment(bad), bad).toBeNull();
    }
  });

  it('escapes & and < in URLs, and a parser reads them back', () => {
    const url = `${ORIGIN}/blog/a?x=1&y=<2>`;
    const entry: SitemapEntry = { url, languages: { th: url, 'x-default': `${url}&z="3"` }, priority: 0.6 };
    const xml = urlsetXml([entry]);
    expect(xml).toContain('<loc>https://www.example.co.th/blog/a?x=1&amp;y=&lt;2&gt;</loc>');
    const [parsed] = parseUrlset(xml);
    expect(parsed?.loc).toBe(url);
    expect(parsed?.['xhtml:link'].map((link) => link['@_href'])).toEqual([url, `${url}&z="3"`]);
    expect(parsed?.lastmod).toBeUndefined();
  });
});
