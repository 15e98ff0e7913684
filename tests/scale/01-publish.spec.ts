import { expect, test } from '@playwright/test';

import {
  everyLocaleOnce,
  homePackage,
  publishPrice,
  restoreLastPublished,
  showsPrice,
  summary,
  waitUntil,
  windowPromotion,
  type PackageDoc,
} from '../e2e/support/freshness';
import { adminAuth } from './support/admin';
import { instanceA, instanceB } from './support/cluster';

/**
 * Exact freshness across instances sharing Redis: a change made through instance A is on instance B at
 * B's very first request of each page, in all five languages (one request per page, no polling). The
 * promotion window opens 40 s after the start, so its checks come around the others.
 */
const PAGES = ['/packages', '/'];

let headers: Record<string, string>;
let pkg: PackageDoc;
let promotion: Awaited<ReturnType<typeof windowPromotion>>;
const prices = [5000, 6000, 7000, 8000].map((base) => base + Math.floor(Math.random() * 900));

test.describe.serial('a change made on instance A, read first on instance B', () => {
  test.beforeAll(async ({ request }) => {
    headers = await adminAuth(request, instanceA);
    pkg = await homePackage(request, headers, instanceA);
    const code = `SCALE${Date.now().toString(36).toUpperCase()}`;
    promotion = await windowPromotion(request, headers, { code, aheadMs: 40_000, lengthMs: 10_000, base: instanceA });
  });

  test.afterAll(async ({ request }) => {
    await request.patch(`${instanceA}/api/packages/${pkg.id}`, {
      headers,
      data: { price: pkg.price, _status: 'published' },
    });
    await request.delete(`${instanceA}/api/promotions/${promotion.id}`, { headers });
  });

  test('the promotion of the window ahead is not on B yet', async ({ request }) => {
    await everyLocaleOnce(request, ['/promotions'], (html) => !promotion.listed(html), 'not yet', instanceB);
  });

  test('a price published through A is on B at the first request, every page and language', async ({ request }) => {
    // B has served every page before the change: what it shows next comes from the shared cache.
    await everyLocaleOnce(request, PAGES, (html, l) => !showsPrice(prices[0]!)(html, l), 'before', instanceB);
    await publishPrice(request, headers, pkg.id, prices[0]!, instanceA);
    const waits = await everyLocaleOnce(request, PAGES, showsPrice(prices[0]!), 'new price', instanceB);
    console.log(`[freshness on B] ${summary(waits)}`);
  });

  test('three quick publishes through A: the last one on B, and still 20 s later', async ({ request }) => {
    for (const price of prices.slice(1)) await publishPrice(request, headers, pkg.id, price, instanceA);
    const last = prices.at(-1)!;
    await everyLocaleOnce(request, PAGES, showsPrice(last), 'last price', instanceB);
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    await everyLocaleOnce(request, PAGES, showsPrice(last), 'last price, 20 s later', instanceB);
    await everyLocaleOnce(request, PAGES, showsPrice(last), 'last price on A, 20 s later', instanceA);
  });

  test('an unpublish through A takes the package off B; a restore brings it back', async ({ request }) => {
    const last = prices.at(-1)!;
    const down = await request.patch(`${instanceA}/api/packages/${pkg.id}`, { headers, data: { _status: 'draft' } });
    expect(down.status(), await down.text()).toBe(200);
    await everyLocaleOnce(request, PAGES, (html, l) => !showsPrice(last)(html, l), 'unpublished', instanceB);
    expect(await restoreLastPublished(request, headers, pkg.id, instanceA)).toBe(last);
    await everyLocaleOnce(request, PAGES, showsPrice(last), 'restored', instanceB);
  });

  test('the promotion is on B 5 s after its start and gone 5 s after its end', async ({ request }) => {
    test.setTimeout(120_000);
    await waitUntil(promotion.start + 5_000);
    await everyLocaleOnce(request, ['/promotions'], promotion.listed, 'after the start', instanceB);
    await waitUntil(promotion.end + 5_000);
    await everyLocaleOnce(request, ['/promotions'], (html) => !promotion.listed(html), 'after the end', instanceB);
  });
});
