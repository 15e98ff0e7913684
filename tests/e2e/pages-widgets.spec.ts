import { expect, test, type Page } from '@playwright/test';

import { popupOf, popupShown, readLongEnough, scrollTo, scrollToEnd, untilPopupArmed } from './support/popup';
import { msg } from './support/site';

const banner = (page: Page) => page.getByRole('dialog', { name: msg('en', 'Widgets.cookieTitle') });
/** The consent banner marks the document once the browser has decided whether to show it. */
const consentDecided = (page: Page, state: 'shown' | 'hidden') =>
  expect(page.locator('html')).toHaveAttribute('data-cookie-banner', state);

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
    await consentDecided(page, 'hidden');
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
    await consentDecided(page, 'hidden');
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
    await page.goto('/', { waitUntil: 'load' });
    await consentDecided(page, 'shown');
    const elsewhere = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => !url.startsWith(location.origin)),
    );
    expect(elsewhere).toEqual([]);
    expect(external).toEqual([]);
    await expect(page.locator('script[src*="connect.facebook.net"]')).toHaveCount(0);
  });
});

test.describe('popup', () => {
  // A visitor who has answered the consent banner: the popup waits for that answer (tested below).
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookieAccepted', value: 'true', url: baseURL! }]);
  });

  test('not on the first scroll: only after reading a while and far enough; once per session', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/services');
    const popup = popupOf(page, 'en');
    await untilPopupArmed(page);
    await scrollTo(page, 600);
    await page.clock.fastForward(5_000);
    expect(await popupShown(page)).toBe(false);
    // Until its rules fire, the dialog is not even rendered (its code loads when it opens).
    await expect(page.locator('#popup-title')).toHaveCount(0);
    // Long enough, but not far enough into the page.
    await scrollTo(page, 0);
    await readLongEnough(page);
    expect(await popupShown(page)).toBe(false);
    await scrollToEnd(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('img')).toBeVisible();
    await expect(popup.getByRole('heading', { name: msg('en', 'Widgets.popupTitle') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await popupShown(page)).toBe(true);

    await page.reload();
    await consentDecided(page, 'hidden');
    await scrollToEnd(page);
    await readLongEnough(page);
    await expect(popup).toBeHidden();
  });

  test('on a large screen it is a modal dialog that the close button closes', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await untilPopupArmed(page);
    await scrollToEnd(page);
    await readLongEnough(page);
    const popup = popupOf(page, 'th');
    await expect(popup).toBeVisible();
    expect(await popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expect(popup.getByRole('button', { name: msg('th', 'Widgets.close') })).toBeFocused();
    await popup.getByRole('button', { name: msg('th', 'Widgets.close') }).click();
    await expect(popup).toBeHidden();
  });

  test('on a phone it is a card at the bottom that leaves the page usable; Escape dismisses it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto('/vn/faq');
    await untilPopupArmed(page);
    await page.getByRole('main').getByRole('link').first().focus();
    await scrollToEnd(page);
    await readLongEnough(page);
    const popup = popupOf(page, 'vi');
    await expect(popup).toBeVisible();
    expect(await popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
    const box = (await popup.boundingBox())!;
    expect(box.height).toBeLessThan(844 / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // The page behind stays usable and keeps the visitor's focus.
    await expect(page.getByRole('main').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('not while the consent banner waits for an answer', async ({ page, context }) => {
    await context.clearCookies();
    await page.clock.install();
    await page.goto('/en/faq');
    await untilPopupArmed(page);
    await scrollToEnd(page);
    await readLongEnough(page);
    expect(await popupShown(page)).toBe(false);
    await banner(page)
      .getByRole('button', { name: msg('en', 'Widgets.cookieAccept') })
      .click();
    await consentDecided(page, 'hidden');
    await scrollTo(page, 0);
    await scrollToEnd(page);
    await expect(popupOf(page, 'en')).toBeVisible();
  });

  test('never on the first page of a visit from a search result', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/faq', { referer: 'https://www.google.com/' });
    expect(await page.evaluate(() => document.referrer)).toBe('https://www.google.com/');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('visit:started'))).toBe('1');
    await scrollToEnd(page);
    await readLongEnough(page);
    expect(await popupShown(page)).toBe(false);
    await expect(popupOf(page, 'en')).toBeHidden();

    // The next page of the same visit may show it.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: msg('en', 'Pages.packages.title') })
      .click();
    await expect(page).toHaveURL(/\/en\/packages$/);
    await scrollToEnd(page);
    await readLongEnough(page);
    await expect(popupOf(page, 'en')).toBeVisible();
  });
});

/** Adds a script of the build that does not exist, as a chunk of an older deployment would be. */
const loadMissingChunk = (page: Page, name: string) =>
  page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        script.onerror = () => resolve();
        document.head.append(script);
      }),
    `/_next/static/chunks/${name}.js`,
  );
const markDocument = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-test-mark', ''));
const marked = (page: Page) => page.locator('html[data-test-mark]');

test.describe('a code chunk that fails to load (spec §9)', () => {
  test('reloads the page once, and not again within 60 s', async ({ page }) => {
    await page.goto('/en');
    // The guard listens once the page has come alive.
    await consentDecided(page, 'shown');
    await markDocument(page);
    await Promise.all([page.waitForEvent('load'), loadMissingChunk(page, 'gone-after-deploy')]);
    await expect(marked(page)).toHaveCount(0);
    await consentDecided(page, 'shown');
    await markDocument(page);
    await loadMissingChunk(page, 'gone-again');
    await page.waitForTimeout(500);
    await expect(marked(page)).toHaveCount(1);
  });

  test("while offline, leaves the page in place instead of the browser's offline error", async ({ page, context }) => {
    await page.goto('/en');
    await consentDecided(page, 'shown');
    await markDocument(page);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await context.setOffline(true);
    await loadMissingChunk(page, 'lazy-widget');
    await expect(page.getByText(msg('en', 'Widgets.offline'))).toBeVisible();
    await page.waitForTimeout(500);
    expect(navigations).toEqual([]);
    await expect(marked(page)).toHaveCount(1);
    await context.setOffline(false);
    await expect(page.getByText(msg('en', 'Widgets.offline'))).toBeHidden();
  });
});

test('an offline notice appears while the browser is offline', async ({ page, context }) => {
  await page.goto('/en');
  // The notice is a client widget: the visitor goes offline after the page has come alive.
  await consentDecided(page, 'shown');
  await context.setOffline(true);
  await expect(page.getByText(msg('en', 'Widgets.offline'))).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(msg('en', 'Widgets.offline'))).toBeHidden();
});
