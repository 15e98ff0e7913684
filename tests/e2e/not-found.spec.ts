import { expect, test } from '@playwright/test';

import { NOT_FOUND_TITLE } from '../../lib/routes';
import { hydrated } from './support/hydration';
import { titleOf } from './support/site';

// Every kind of not-found state: an unknown path, an unknown article, an unknown category, in
// several languages.
const cases = [
  '/no-such-page',
  '/vn/no-such-page/deeper',
  '/blog/no-such-article',
  '/cn/blog/no-such-article',
  '/blog/category/999',
  '/en/blog/category/abc',
  '/tw/blog/category/abc',
];

test.describe('not-found titles', () => {
  for (const url of cases) {
    test(`${url} answers 404 and keeps "${NOT_FOUND_TITLE}" before and after hydration`, async ({ request, page }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(404);
      expect(titleOf(await response.text())).toBe(NOT_FOUND_TITLE);

      await page.goto(url, { waitUntil: 'load' });
      await expect.poll(() => page.evaluate(hydrated, 'main')).toBe(true);
      // The metadata React applies after hydration arrives with the page's own payload, which
      // has been read by the time the page is hydrated and its scripts are idle.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      await expect(page).toHaveTitle(NOT_FOUND_TITLE);
    });
  }

  test('a not-found page logs no error in the browser but its own 404 status', async ({ page, baseURL }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
    });
    const url = '/en/no-such-page';
    await page.goto(url, { waitUntil: 'load' });
    await expect.poll(() => page.evaluate(hydrated, 'main')).toBe(true);
    // Chrome asks for /favicon.ico before the streamed icon link arrives: it must exist.
    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toContain('image/svg+xml');
    expect(errors.filter((error) => !error.includes(`${baseURL}${url}`))).toEqual([]);
  });
});
