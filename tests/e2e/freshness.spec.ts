import { expect, test } from '@playwright/test';

import { adminAuth } from './support/admin-api';
import {
  everyLocaleOnce,
  homePackage,
  publishPrice,
  restoreLastPublished,
  showsPrice,
  summary,
  waitUntil,
  windowPromotion,
  type FirstRequest,
  type PackageDoc,
} from './support/freshness';

/**
 * Exact freshness (no stale-while-revalidate): once a change has returned, the very first request of
 * every page that shows it, in all five languages, has the new state. Every check is one request per
 * page, never a polling loop. The tests run in order and overlap: the promotion whose window opens
 * 40 s after the start is checked around the other tests, so the file takes about a minute.
 */
const PAGES = ['/packages', '/'];
const AFTER_BOUNDARY_MS = 5_000;

let headers: Record<string, string>;
let pkg: PackageDoc;
let promotion: Awaited<ReturnType<typeof windowPromotion>>;
const firstRequests: FirstRequest[] = [];
const prices = [5000, 6000, 7000, 8000].map((base) => base + Math.floor(Math.random() * 900));

test.describe.serial('the next visitor sees exactly what was published', () => {
  test.beforeAll(async ({ request }) => {
    headers = await adminAuth(request);
    pkg = await homePackage(request, headers);
    const code = `WIN${Date.now().toString(36).toUpperCase()}`;
    promotion = await windowPromotion(request, headers, { code, aheadMs: 40_000, lengthMs: 10_000 });
  });

  test.afterAll(async ({ request }) => {
    await request.patch(`/api/packages/${pkg.id}`, { headers, data: { price: pkg.price, _status: 'published' } });
    await request.delete(`/api/promotions/${promotion.id}`, { headers });
    console.log(`[freshness] ${summary(firstRequests)}`);
  });

  test('a promotion whose window opens in 40 s is not listed yet, in any language', async ({ request }) => {
    expect(Date.now()).toBeLessThan(promotion.start);
    await everyLocaleOnce(request, ['/promotions'], (html) => !promotion.listed(html), 'no future promotion');
  });

  test('a published price is on home and packages in all five languages at the first request', async ({ request }) => {
    // Every page is cached before the change: what follows is a regeneration, not a first render.
    await everyLocaleOnce(request, PAGES, (html, locale) => !showsPrice(prices[0]!)(html, locale), 'cached before');
    await publishPrice(request, headers, pkg.id, prices[0]!);
    const waits = await everyLocaleOnce(request, PAGES, showsPrice(prices[0]!), `price ${prices[0]}`);
    firstRequests.push(...waits);
    test.info().annotations.push({ type: 'first visitor', description: summary(waits) });
  });

  test('three quick publishes: the last one everywhere, and still 20 s later', async ({ request }) => {
    test.setTimeout(90_000);
    for (const price of prices.slice(1)) await publishPrice(request, headers, pkg.id, price);
    const last = prices.at(-1)!;
    firstRequests.push(...(await everyLocaleOnce(request, PAGES, showsPrice(last), `last price ${last}`)));
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    await everyLocaleOnce(request, PAGES, showsPrice(last), `last price ${last}, 20 s later`);
  });

  test('an unpublish takes the package down everywhere, a restore brings it back', async ({ request }) => {
    const last = prices.at(-1)!;
    const down = await request.patch(`/api/packages/${pkg.id}`, { headers, data: { _status: 'draft' } });
    expect(down.status(), await down.text()).toBe(200);
    await everyLocaleOnce(request, PAGES, (html, locale) => !showsPrice(last)(html, locale), 'unpublished');
    expect(await restoreLastPublished(request, headers, pkg.id)).toBe(last);
    await everyLocaleOnce(request, PAGES, showsPrice(last), 'restored');
  });

  test('the promotion is listed 5 s after its start, in every language, with nobody acting', async ({ request }) => {
    test.setTimeout(90_000);
    await waitUntil(promotion.start + AFTER_BOUNDARY_MS);
    await everyLocaleOnce(request, ['/promotions'], promotion.listed, 'promotion after its start');
  });

  test('… and gone 5 s after its end', async ({ request }) => {
    test.setTimeout(90_000);
    await waitUntil(promotion.end + AFTER_BOUNDARY_MS);
    await everyLocaleOnce(request, ['/promotions'], (html) => !promotion.listed(html), 'promotion after its end');
  });
});
