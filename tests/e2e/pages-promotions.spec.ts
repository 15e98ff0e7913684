import { expect, test } from './support/fixtures';

import { ContentApi, expectPageHtml } from './support/content-api';
import { msg } from './support/site';

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

test('only running promotions are listed: active and inside their dates', async ({ page, request }) => {
  const api = await ContentApi.open(request);
  const stamp = Date.now().toString(36).toUpperCase();
  const inactive = await api.create<{ id: number }>('promotions', {
    code: `OFF${stamp}`,
    title: 'E2E inactive promotion',
    startDate: iso(-1),
    endDate: iso(5),
    isActive: false,
  });
  try {
    await page.goto('/en/promotions');
    const cards = page.locator('[data-promotion-code]');
    const codes = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-promotion-code')));
    // Seed: WELCOME10, OTPBOOST and BIZ5 are running; NEWYEAR has ended; FLASHSALE starts later.
    expect(codes.sort()).toEqual(['BIZ5', 'OTPBOOST', 'WELCOME10']);
    expect(codes).not.toContain(`OFF${stamp}`);
  } finally {
    await api.remove('promotions', inactive.id);
  }
});

test('the copy button copies the code and says so in a toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en/promotions');
  await page.getByRole('button', { name: msg('en', 'PromotionsPage.copyLabel').replace('{code}', 'BIZ5') }).click();
  const toaster = page.getByRole('status').filter({ hasText: 'BIZ5' });
  await expect(toaster).toContainText(msg('en', 'PromotionsPage.copied').replace('{code}', 'BIZ5'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('BIZ5');
  // The toast sits below the sticky header (top bar and menu on desktop), not over the menu.
  const header = (await page.getByRole('banner').boundingBox())!;
  const toast = (await toaster.locator('> div').first().boundingBox())!;
  expect(toast.y).toBeGreaterThanOrEqual(header.y + header.height);
});

test('a failed copy tells the visitor to try another browser', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
  });
  await page.goto('/promotions');
  await page
    .getByRole('button', { name: msg('th', 'PromotionsPage.copyLabel').replace('{code}', 'WELCOME10') })
    .click();
  await expect(page.getByRole('status').filter({ hasText: msg('th', 'PromotionsPage.copyFailed') })).toBeVisible();
});

test('with no running promotion the page says there is no promo code', async ({ request }) => {
  const api = await ContentApi.open(request);
  const running = (await api.find<{ id: number; isActive: boolean }>('promotions')).filter((p) => p.isActive);
  try {
    for (const promotion of running) await api.update('promotions', promotion.id, { isActive: false });
    await expectPageHtml(
      request,
      '/en/promotions',
      (html) => html.includes(msg('en', 'PromotionsPage.empty')) && !html.includes('data-promotion-code'),
      'empty promotions state',
    );
  } finally {
    for (const promotion of running) await api.update('promotions', promotion.id, { isActive: true });
  }
  await expectPageHtml(request, '/en/promotions', (html) => html.includes('WELCOME10'), 'promotions back');
});
