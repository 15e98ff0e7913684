import { expect, test, type Locator, type Page } from '@playwright/test';

import { foreignWords, textsIn } from './support/foreign-text';
import { popupOf, readLongEnough, scrollToEnd, untilPopupArmed } from './support/popup';
import { localizedPath, locales, msg, type Locale } from './support/site';

async function expectOwnLanguage(locale: Locale, region: Locator) {
  const texts = await textsIn(region);
  expect(texts.length, 'the region has text to check').toBeGreaterThan(2);
  expect(foreignWords(locale, texts)).toEqual([]);
}

test('the check finds English on Chinese pages and Thai on Vietnamese ones, not brands or codes', () => {
  expect(
    foreignWords('zh-CN', ['Call sales (ext. 2)', '通过 LINE 聊天', 'WELCOME10', 'sales@sabaisms.example']),
  ).toEqual(['Call (in "Call sales (ext. 2)")', 'sales (in "Call sales (ext. 2)")', 'ext (in "Call sales (ext. 2)")']);
  expect(foreignWords('vi', ['Ngân hàng Kasikorn', 'ธนาคารกสิกรไทย'])).toEqual(['ธนาคารกสิกรไทย (in "ธนาคารกสิกรไทย")']);
  expect(foreignWords('th', ['รับประกัน uptime 99.99%'])).toEqual(['uptime (in "รับประกัน uptime 99.99%")']);
});

/**
 * Every language whole: what the CMS says in the footer, on the payment and promotion pages and
 * in the popup is in the page's language (issue: Chinese and Vietnamese pages showed the English
 * company name, channel labels, bank names, promotions and popup).
 */
for (const locale of locales) {
  test.describe(`no text of another language (${locale})`, () => {
    test('footer', async ({ page }) => {
      await page.goto(localizedPath(locale, '/'));
      const footer = page.getByRole('contentinfo');
      await expect(footer.locator('address')).not.toBeEmpty();
      await expectOwnLanguage(locale, footer);
    });

    test('payment methods', async ({ page }) => {
      await page.goto(localizedPath(locale, '/payment-methods'));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'Pages.paymentMethods.heading'));
      await expectOwnLanguage(locale, main);
    });

    test('promotions', async ({ page }) => {
      await page.goto(localizedPath(locale, '/promotions'));
      const main = page.getByRole('main');
      await expect(main.getByRole('article').first()).toBeVisible();
      await expectOwnLanguage(locale, main);
    });

    test('popup', async ({ page, context, baseURL }) => {
      // The popup waits for the consent banner's answer.
      await context.addCookies([{ name: 'cookieAccepted', value: 'true', url: baseURL! }]);
      await page.clock.install();
      await page.goto(localizedPath(locale, '/faq'));
      await untilPopupArmed(page);
      await scrollToEnd(page);
      await readLongEnough(page);
      const popup = popupOf(page, locale);
      await expect(popup.getByRole('img')).toBeVisible();
      await expectOwnLanguage(locale, popup);
    });
  });
}

/** The document's font faces once its fonts are settled: family, weight, status and unicode-range. */
async function fontFaces(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map(({ family, weight, status, unicodeRange }) => ({
      family,
      weight,
      status,
      unicodeRange,
    }));
  });
}

/** Sarabun's faces the document has loaded, by the first code point of their unicode-range. */
async function loadedFaces(page: Page): Promise<string[]> {
  return (await fontFaces(page)).filter((face) => face.status === 'loaded').map((face) => face.unicodeRange);
}

/**
 * Each script in Sarabun's own face (fonts.ts, globals.css): Vietnamese letters used to be drawn by
 * whatever generic family came before the Vietnamese face in the stack, so its file was never
 * even requested. Other pages do not download it; Traditional Chinese pages name Traditional fonts.
 */
test('Vietnamese pages load the Vietnamese face of Sarabun, Thai pages the Thai one and not it', async ({ page }) => {
  const vietnamese = /U\+1EA0/i;
  const thai = /U\+E01/i;
  await page.goto(localizedPath('vi', '/'));
  await expect.poll(async () => (await loadedFaces(page)).some((range) => vietnamese.test(range))).toBe(true);

  await page.goto(localizedPath('th', '/'));
  await expect.poll(async () => (await loadedFaces(page)).some((range) => thai.test(range))).toBe(true);
  expect((await loadedFaces(page)).filter((range) => vietnamese.test(range))).toEqual([]);

  await page.goto(localizedPath('zh-TW', '/'));
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/PingFang TC/);
});

/**
 * A face whose sources all fail (next/font's size-adjusted `local(Arial)` fallback, on a system without
 * Arial such as this one or Android) has its name looked up as a system family too, more synchronous
 * font lookups in the first layout (fonts.ts): no face the pages name may fail, in either script.
 */
test('every font face the pages name loads or stays unused, none fails', async ({ page }) => {
  for (const locale of ['th', 'en'] as const) {
    await page.goto(localizedPath(locale, '/'));
    const faces = await fontFaces(page);
    expect(faces.filter((face) => face.status === 'loaded').length).toBeGreaterThan(0);
    expect(faces.filter((face) => face.status === 'error').map((face) => `${face.family} ${face.weight}`)).toEqual([]);
  }
});
