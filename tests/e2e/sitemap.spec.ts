import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { seedPosts } from '../../cms/seed/data/posts';

import { expect, test } from './support/fixtures';
import { locales, localizedPath } from './support/site';

/**
 * The seeded site has far fewer than 10,000 URLs: /sitemap.xml is one urlset (what a crawler reads
 * through a real XML parser), and the parts of a sitemap index do not exist. The index itself is
 * covered by tests/unit/seo-sitemap*.test.ts, which need no 2,000 articles.
 */
type Link = { '@_hreflang': string; '@_href': string };
type Url = { loc: string; lastmod?: string; 'xhtml:link': Link[] };

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'xhtml:link'].includes(name) });

test('the sitemap of the seeded site is one urlset of every path in every language', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml');
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = parser.parse(xml) as { urlset?: { url: Url[] }; sitemapindex?: unknown };
  expect(parsed.sitemapindex).toBeUndefined();
  const urls = parsed.urlset?.url ?? [];

  const locs = urls.map((url) => url.loc);
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs.length % locales.length).toBe(0);
  for (const url of urls) {
    expect(url.loc.startsWith(`${baseURL}/`), url.loc).toBe(true);
    const links = url['xhtml:link'];
    expect(links.map((link) => link['@_hreflang'])).toEqual([...locales, 'x-default']);
    expect(links.map((link) => link['@_href'])).toContain(url.loc);
  }
  for (const post of seedPosts) {
    for (const locale of locales) expect(locs).toContain(`${baseURL}${localizedPath(locale, `/blog/${post.path}`)}`);
  }
});

test('while the site fits one file, sitemap parts answer 404', async ({ request }) => {
  for (const path of ['/sitemap/1.xml', '/sitemap/2.xml', '/sitemap/0.xml', '/sitemap/x.xml', '/sitemap/1']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
