import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { check } from 'linkinator';

import { pageKeys, pageRoutes } from '../../lib/routes';
import { jsBudgets, scriptBudget } from './support/budgets';
import { pageJsBytes, pageScriptUrls } from './support/js-bytes';
import { locales, localizedPath } from './support/site';

/** Every page template: the static pages, an article, a blog category, the 404 page. */
async function templates(request: APIRequestContext): Promise<string[]> {
  const list = await request.get('/blogApi/v1/getBlogList?limit=1');
  const body = (await list.json()) as { data: { data: Array<{ path: string }> } };
  const article = body.data.data[0]?.path;
  if (!article) throw new Error('The test database has no article');
  return [...pageKeys.map((key) => pageRoutes[key]), `/blog/${article}`, '/404'];
}

/** The pages the JavaScript budgets hold: every template, in Thai and English. */
async function budgetedPages(request: APIRequestContext): Promise<Array<{ page: string; url: string }>> {
  const pages = await templates(request);
  return (['th', 'en'] as const).flatMap((locale) => pages.map((page) => ({ page, url: localizedPath(locale, page) })));
}

test.describe('quality gates', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const locale of locales) {
    test(`axe finds no WCAG 2.2 AA violation on any template (${locale})`, async ({ page, request }) => {
      const failures: string[] = [];
      for (const path of await templates(request)) {
        const url = localizedPath(locale, path);
        await page.goto(url);
        // Every script and image of the page has loaded, and its heading is on screen.
        await page.waitForLoadState('load');
        await expect(page.locator('h1').first()).toBeVisible();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        for (const violation of violations)
          failures.push(`${url}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
      }
      expect(failures).toEqual([]);
    });
  }

  test('the Nu HTML Checker reports no error on the prerendered pages', async ({ request }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
    try {
      for (const locale of locales)
        for (const page of await templates(request)) {
          const url = localizedPath(locale, page);
          const html = await (await request.get(url)).text();
          writeFileSync(path.join(dir, `${locale}${url.replace(/\//g, '_') || '_'}.html`), html);
        }
      let output = '';
      try {
        execFileSync(
          'java',
          ['-jar', 'node_modules/vnu-jar/build/dist/vnu.jar', '--errors-only', '--format', 'text', dir],
          {
            stdio: 'pipe',
          },
        );
      } catch (error) {
        output = String((error as { stderr?: Buffer }).stderr ?? error);
      }
      expect(output.trim()).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('no broken internal link or image, starting from / in every locale', async ({ baseURL, request }) => {
    const optimized = new Map<string, string>();
    for (const locale of locales) {
      const result = await check({
        path: `${baseURL}${localizedPath(locale, '/')}`,
        recurse: true,
        concurrency: 4,
        timeout: 30_000,
        // next/image lists every width in srcset; those are checked once per image below.
        linksToSkip: async (link) =>
          !link.startsWith(baseURL ?? '') || /\/admin(\/|$)/.test(link) || link.includes('/_next/image?'),
      });
      for (const link of result.links) {
        if (!link.url.includes('/_next/image?')) continue;
        const source = new URL(link.url).searchParams.get('url');
        if (source && !optimized.has(source)) optimized.set(source, link.url);
      }
      const broken = result.links
        .filter((link) => link.state === 'BROKEN')
        .map((link) => `${link.status} ${link.url} (from ${link.parent})`);
      expect(broken, locale).toEqual([]);
      expect(result.links.filter((link) => link.state === 'OK').length, locale).toBeGreaterThan(20);
    }
    expect(optimized.size).toBeGreaterThan(3);
    for (const [source, variant] of optimized) {
      expect((await request.get(source)).status(), source).toBe(200);
      const smallest = new URL(variant);
      smallest.searchParams.set('w', '256');
      expect((await request.get(smallest.toString())).status(), smallest.toString()).toBe(200);
    }
  });

  test('no page ships more JavaScript than its budget', async ({ request }) => {
    const over: string[] = [];
    for (const { page, url } of await budgetedPages(request)) {
      const bytes = await pageJsBytes(request, url);
      const budget =
        jsBudgets.byPath[page.startsWith('/blog/') && page !== '/blog' ? '/blog/:path' : page] ?? jsBudgets.default;
      if (bytes > budget * 1024) over.push(`${url}: ${(bytes / 1024).toFixed(1)} KB > ${budget} KB`);
    }
    expect(over).toEqual([]);
  });

  test('no page loads more scripts up front than the script budget', async ({ request }) => {
    const over: string[] = [];
    for (const { url } of await budgetedPages(request)) {
      const scripts = await pageScriptUrls(request, url);
      // Every page loads React and Next's router at least: a count of 0 would be a broken rule.
      expect(scripts.length, url).toBeGreaterThan(2);
      if (scripts.length > scriptBudget) over.push(`${url}: ${scripts.length} scripts > ${scriptBudget}`);
    }
    expect(over).toEqual([]);
  });
});
