import { XMLParser, XMLValidator } from 'fast-xml-parser';

import { seedPosts } from '../../cms/seed/data/posts';

import { testEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { locales, localizedPath } from './support/site';

type Item = { title: string; link: string; guid: unknown; description: string; pubDate: string };
type Channel = { title: string; link: string; description: string; language: string; item: Item | Item[] };

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });

for (const locale of locales) {
  test(`the ${locale} feed is valid RSS 2.0 with the language's newest articles`, async ({ request }) => {
    const url = localizedPath(locale, '/blog/rss.xml');
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);

    const { rss } = parser.parse(xml) as { rss: { '@_version': string; channel: Channel } };
    expect(rss['@_version']).toBe('2.0');
    const { channel } = rss;
    expect(channel.language).toBe(locale);
    expect(channel.title).toBeTruthy();
    expect(channel.description).toBeTruthy();
    expect(channel.link).toBe(testEnv.baseURL + localizedPath(locale, '/blog'));
    const items = channel.item as Item[];
    expect(items).toHaveLength(Math.min(20, seedPosts.length));
    const paths = seedPosts.map((post) => post.path);
    for (const item of items) {
      expect(item.title).toBeTruthy();
      expect(item.description).toBeTruthy();
      expect(new Date(item.pubDate).getTime()).not.toBeNaN();
      const link = new URL(item.link);
      expect(link.origin).toBe(testEnv.baseURL);
      expect(paths).toContain(link.pathname.replace(localizedPath(locale, '/blog/'), ''));
    }
    const dates = items.map((item) => new Date(item.pubDate).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Each language's own titles: the Thai and English titles of the newest article differ.
    const newest = seedPosts.reduce((a, b) => (a.daysAgo <= b.daysAgo ? a : b));
    expect(items[0]!.title).toBe(newest.content[locale].topic);
  });
}

test('blog pages advertise the feed of their language', async ({ request }) => {
  for (const locale of ['th', 'en'] as const) {
    const html = await (await request.get(localizedPath(locale, '/blog'))).text();
    const feed = testEnv.baseURL + localizedPath(locale, '/blog/rss.xml');
    expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml"[^>]*href="${feed}"`));
  }
});
