import { expect, test } from './support/fixtures';

import { moneyFormat, rateFormat } from '../../lib/format/number';

import { localizedPath, locales } from './support/site';

/** Amounts written with a currency word instead of the locale's currency notation. */
const CURRENCY_WORD = /\d\s*(baht|บาท|泰铢|泰銖)/i;

/**
 * One currency format per language on the packages page (issue: "499 บาท" beside "฿0.25",
 * "499 baht" beside "THB 0.25"): cards, their price with taxes and the calculator agree.
 */
for (const locale of locales) {
  test(`one currency notation on the packages page (${locale})`, async ({ page }) => {
    await page.goto(localizedPath(locale, '/packages'));
    const starter = page
      .locator('[data-package-id]')
      .filter({ hasText: moneyFormat(locale).format(499) })
      .first();
    await expect(starter).toContainText(rateFormat(locale).format(0.2));
    const cards = await page.locator('[data-package-id]').allInnerTexts();
    expect(cards.length).toBeGreaterThan(1);
    for (const text of cards) expect(text).not.toMatch(CURRENCY_WORD);
    // The calculator's range table uses the same notation.
    await expect(page.locator('#calculator')).toContainText(rateFormat(locale).format(0.25));
  });
}
