import type { APIRequestContext } from '@playwright/test';

import { BULK_PREFIX } from '../../cms/seed/data/bulk';
import { seedPosts } from '../../cms/seed/data/posts';

import { bulkArticles } from './support/bulk-articles';
import { expectPageHtml } from './support/content-api';
import { expect, test } from './support/fixtures';
import { testEnv } from './support/env';
import { localizedPath, msg, titleOf, type Locale } from './support/site';

const BULK = 1000;
// The target: a list page of 12 stays under 80 KB of HTML (Thai text is 3 bytes a character,
// and Next writes the page twice: as HTML and as its RSC payload).
const MAX_HTML_BYTES = 80 * 1024;
const expected = [
  ...seedPosts.map((post) => post.path),
  ...Array.from({ length: BULK }, (_, i) => BULK_PREFIX + (i + 1)),
];
const lastPage = Math.ceil(expected.length / 12);

/** Article paths linked from a list page (`/blog/<path>` or `/en/blog/<path>`, nothing below it). */
function articleLinks(html: string, locale: Locale): string[] {
  const prefix = localizedPath(locale, '/blog/').replace(/\//g, '\\/');
  return [...html.matchAll(new RegExp(`href="${prefix}([a-z0-9-]+)"`, 'g'))].map((m) => m[1]!);
}

/** The category lists a blog page links to (`/blog/category/<slug>`, without the language prefix). */
function categoryPaths(html: string): string[] {
  return [...new Set([...html.matchAll(/href="(?:\/en)?(\/blog\/category\/[a-z0-9-]+)"/g)].map((m) => m[1]!))];
}

/** The largest list page seen per language, reported with the test's results. */
const largest = new Map<Locale, number>();

/** Walks the pages of a list from its first URL; returns, per article, the pages that link it. */
async function crawl(request: APIRequestContext, locale: Locale, base: string, seen: Map<string, string[]>) {
  for (let page = 1; ; page++) {
    const url = localizedPath(locale, page === 1 ? base : `${base}/page/${page}`);
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() === 404) return page - 1;
    expect(response.status(), url).toBe(200);
    const html = await response.text();
    // Soft: a page over the limit fails the test, and the walk goes on to check every link and size.
    const bytes = Buffer.byteLength(html);
    expect.soft(bytes, `${url} HTML size`).toBeLessThan(MAX_HTML_BYTES);
    largest.set(locale, Math.max(largest.get(locale) ?? 0, bytes));
    for (const path of articleLinks(html, locale)) seen.set(path, [...(seen.get(path) ?? []), url]);
  }
}

test.describe('the blog at a thousand articles', () => {
  test.describe.configure({ timeout: 20 * 60_000 });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(15 * 60_000);
    await bulkArticles(request, BULK);
  });

  test.afterAll(async ({ request }) => {
    test.setTimeout(5 * 60_000);
    await bulkArticles(request, 'remove');
    // Leave every list this spec rendered as the other specs know them (a revalidated page is served
    // stale once): /blog and each category, in both languages.
    for (const locale of ['th', 'en'] as const) {
      const blog = await expectPageHtml(
        request,
        localizedPath(locale, '/blog'),
        (html) => !html.includes(BULK_PREFIX),
        'blog restored',
      );
      for (const category of categoryPaths(blog)) {
        const url = localizedPath(locale, category);
        await expectPageHtml(request, url, (html) => !html.includes(BULK_PREFIX), `${url} restored`);
      }
    }
  });

  for (const locale of ['th', 'en'] as const) {
    test(`every article is linked from exactly one page of /blog and of its category (${locale})`, async ({
      request,
    }) => {
      const first = await expectPageHtml(
        request,
        localizedPath(locale, '/blog'),
        (html) => html.includes(`/blog/page/${lastPage}"`),
        'the first page links the last one',
        60_000,
      );
      const inBlog = new Map<string, string[]>();
      expect(await crawl(request, locale, '/blog', inBlog)).toBe(lastPage);
      for (const path of expected) expect(inBlog.get(path), path).toHaveLength(1);
      expect(inBlog.size).toBe(expected.length);

      const categories = categoryPaths(first);
      expect(categories.length).toBeGreaterThan(1);
      const inCategories = new Map<string, string[]>();
      for (const category of categories) {
        // A revalidated page is served stale once: wait until the category's first page is the new one.
        const url = localizedPath(locale, category);
        await expectPageHtml(request, url, (html) => html.includes(BULK_PREFIX), `${url} fresh`, 60_000);
        await crawl(request, locale, category, inCategories);
      }
      for (const path of expected) expect(inCategories.get(path), path).toHaveLength(1);

      // Each page has its own title and canonical.
      const second = await (await request.get(localizedPath(locale, '/blog/page/2'))).text();
      expect(titleOf(second)).toContain(
        msg(locale, 'BlogPage.pageTitle').replace('{title}', msg(locale, 'Pages.blog.title')).replace('{page}', '2'),
      );
      expect(second).toContain(
        `<link rel="canonical" href="${testEnv.baseURL}${localizedPath(locale, '/blog/page/2')}"`,
      );
      const redirect = await request.get(localizedPath(locale, '/blog/page/1'), { maxRedirects: 0 });
      expect(redirect.status()).toBe(308);

      for (const bad of [`${lastPage + 1}`, '0', '01', 'abc', '-1']) {
        const response = await request.get(localizedPath(locale, `/blog/page/${bad}`), { maxRedirects: 0 });
        expect(response.status(), `/blog/page/${bad}`).toBe(404);
      }
      test.info().annotations.push({ type: 'largest list page', description: `${largest.get(locale)} bytes` });
      console.log(`[blog-scale] ${locale}: largest list page ${largest.get(locale)} bytes of HTML`);
    });
  }
});
