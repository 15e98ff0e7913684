import { expect, test } from '@playwright/test';

import { msg } from './support/site';

const banner = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: msg('en', 'Widgets.cookieTitle') });

test.describe('cookie consent banner (spec §4)', () => {
  test('accept sets cookieAccepted and the banner stays away', async ({ page, context }) => {
    await page.goto('/en/faq');
    await expect(banner(page)).toBeVisible();
    await banner(page)
      .getByRole('button', { name: msg('en', 'Widgets.cookieAccept') })
      .click();
    await expect(banner(page)).toBeHidden();
    expect((await context.cookies()).some((cookie) => cookie.name === 'cookieAccepted')).toBe(true);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
  });

  test('decline removes the cookie and hides the banner for the session only', async ({ page, context, browser }) => {
    await page.goto('/en/faq');
    await banner(page)
      .getByRole('button', { name: msg('en', 'Widgets.cookieDecline') })
      .click();
    await expect(banner(page)).toBeHidden();
    expect((await context.cookies()).some((cookie) => cookie.name === 'cookieAccepted')).toBe(false);
    await page.goto('/en/packages');
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    // A new browser session asks again.
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(page.url());
    await expect(banner(other)).toBeVisible();
    await fresh.close();
  });

  test('Escape dismisses the banner like decline', async ({ page }) => {
    await page.goto('/en');
    await banner(page)
      .getByRole('button', { name: msg('en', 'Widgets.cookieAccept') })
      .focus();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeHidden();
  });

  test('no third-party script loads before consent', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith('http://127.0.0.1')) external.push(req.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(external).toEqual([]);
    await expect(page.locator('script[src*="connect.facebook.net"]')).toHaveCount(0);
  });
});

test.describe('popup', () => {
  test('shows the active popup image once per session and can be dismissed', async ({ page }) => {
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    const popup = page.getByRole('dialog', { name: msg('en', 'Widgets.popupTitle') });
    await expect(popup).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await page.reload();
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(500);
    await expect(popup).toBeHidden();
  });

  test('the close button closes it', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 600);
    const popup = page.getByRole('dialog', { name: msg('th', 'Widgets.popupTitle') });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: msg('th', 'Widgets.close') }).click();
    await expect(popup).toBeHidden();
  });
});

test('an offline notice appears while the browser is offline', async ({ page, context }) => {
  await page.goto('/en');
  // The widgets load once the page is idle; a visitor goes offline after that, not before.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(page.getByText(msg('en', 'Widgets.offline'))).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(msg('en', 'Widgets.offline'))).toBeHidden();
});
