import type { Page } from '@playwright/test';

import { drawWholeMain } from './support/draw-all';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/hydration';
import { locales, localizedPath } from './support/site';

/**
 * The words of the pages staff edit in the CMS (issue 25), as visitors and crawlers get them: the
 * document title, the description and share image, the structured data and the visible text of
 * `main` of every such page in all five languages, compared with snapshots recorded from `main`
 * before the texts moved out of messages/ (tests/e2e/pages-words.spec.ts-snapshots/). With
 * screenshots of home, a service page and the privacy policy in Thai and English at 390 and
 * 1280 px. Nothing may change for visitors on the day the texts move.
 *
 * Re-record (only ever from the pre-move `main`, never from a branch whose pages read the CMS):
 * `bash scripts/record-page-snapshots.sh main` (see its header).
 */
const PAGES = {
  home: '/',
  'about-us': '/about-us',
  services: '/services',
  'sms-marketing': '/services/SMS-marketing',
  'sms-otp': '/services/SMS-OTP',
  'location-based': '/services/Location-based-marketing',
  appointment: '/services/Appointment',
  ticket: '/services/Ticket',
  'url-tracking': '/services/URL-Tracking',
  faq: '/faq',
  policy: '/policy',
  terms: '/term-and-condition',
  cookie: '/cookie',
  packages: '/packages',
  promotions: '/promotions',
  'payment-methods': '/payment-methods',
  'contact-us': '/contact-us',
} as const;

/** Shown as "[date]": seed dates are relative to the day the test database was made. */
const DATED = 'time, .promotion-list';
/**
 * What the move added on purpose, left out of the comparison: the "last updated" line of the legal
 * pages (issue 25 asks for it; tests/e2e/pages-cms.spec.ts checks it).
 */
const ADDED = '[data-testid="last-updated"]';

/**
 * The page as a full-page capture needs it: every section painted (content-visibility skips those
 * far below the fold), every image loaded, no motion, dates that do not depend on the seed day.
 */
async function settle(page: Page, { images }: { images: boolean }): Promise<void> {
  await drawWholeMain(page);
  await page.evaluate(
    ([dated, added]) => {
      document.querySelectorAll('img').forEach((img) => (img.loading = 'eager'));
      document.querySelectorAll('details').forEach((details) => (details.open = true));
      document.querySelectorAll(added).forEach((node) => node.remove());
      document.querySelectorAll(dated).forEach((node) => (node.textContent = '[date]'));
    },
    [DATED, ADDED] as const,
  );
  if (images) {
    await expect.poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete))).toBe(true);
  }
}

/** Title, description, share image, JSON-LD and the visible text of main, one item a line. */
async function wordsOf(page: Page): Promise<string> {
  const head = await page.evaluate(() => {
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? '';
    // The share image's file name only: its host is the test server's.
    const image = meta('meta[property="og:image"]').replace(/^https?:\/\/[^/]+/, '');
    const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => script.textContent ?? '',
    );
    const lines = [
      `title: ${document.title}`,
      `description: ${meta('meta[name="description"]')}`,
      `og:title: ${meta('meta[property="og:title"]')}`,
      `og:description: ${meta('meta[property="og:description"]')}`,
      `og:image: ${image}`,
      ...jsonLd.map((data) => `ld+json: ${data}`),
    ];
    // Absolute URLs name the server under test, whose port differs from run to run.
    return lines.map((line) => line.split(location.origin).join('{origin}'));
  });
  const text = await page.locator('main').innerText();
  const lines = text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return `${[...head, '---', ...lines].join('\n')}\n`;
}

test.describe('the words of the CMS pages', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  for (const locale of locales) {
    test(`every page's words as recorded before the move (${locale})`, async ({ context, baseURL }) => {
      test.setTimeout(120_000);
      await context.addCookies([{ name: 'cookieAccepted', value: 'true', url: baseURL! }]);
      // A few pages at a time: most of a page's time is spent waiting for the network.
      const queue = Object.entries(PAGES);
      const worker = async () => {
        const page = await context.newPage();
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [name, path] = next;
          // Hydrated first: client components (blog cards) render their dates again when React takes over.
          await page.goto(localizedPath(locale, path));
          await page.waitForFunction(hydrated, 'body', { timeout: 15_000 });
          await settle(page, { images: false });
          expect.soft(await wordsOf(page), `${name} (${locale})`).toMatchSnapshot(`${name}.${locale}.txt`);
        }
        await page.close();
      };
      await Promise.all([worker(), worker(), worker()]);
    });
  }
});

test.describe('the look of the CMS pages', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const locale of ['th', 'en'] as const) {
    for (const width of [390, 1280]) {
      test(`home, SMS OTP and privacy policy as before the move (${locale}, ${width} px)`, async ({
        page,
        context,
        baseURL,
      }) => {
        test.setTimeout(120_000);
        await context.addCookies([{ name: 'cookieAccepted', value: 'true', url: baseURL! }]);
        await page.setViewportSize({ width, height: 900 });
        // The fonts are `font-display: optional`: a first visit may paint with the fallback for good.
        // A second visit finds them in the cache, as a returning visitor does.
        await page.goto(localizedPath(locale, '/'));
        await page.evaluate(() => document.fonts.ready);
        for (const name of ['home', 'sms-otp', 'policy'] as const) {
          await page.goto(localizedPath(locale, PAGES[name]));
          await settle(page, { images: true });
          await page.evaluate(() => document.fonts.ready);
          await expect.soft(page).toHaveScreenshot(`${name}-${locale}-${width}.png`, {
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            // Anti-aliasing only: a moved line or a changed word is far more than this.
            maxDiffPixelRatio: 0.002,
            timeout: 15_000,
          });
        }
      });
    }
  }
});
