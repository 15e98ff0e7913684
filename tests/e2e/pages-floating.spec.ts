import { expect, test } from './support/fixtures';

import { coveredByFloatingButtons } from './support/floating-overlap';
import { localizedPath, locales, msg, type Locale } from './support/site';

/**
 * The fixed call, LINE and Messenger buttons cover no text or link (issue: on phones they sat
 * over body text and package cards, on desktop over "Back to top"; WCAG 2.2 2.4.11).
 */
const pages: [Locale, string][] = [
  ...locales.map((locale): [Locale, string] => [locale, '/']),
  ...locales.map((locale): [Locale, string] => [locale, '/packages']),
  ['th', '/about-us'],
  ['zh-TW', '/services/SMS-OTP'],
  ['en', '/contact-us'],
  ['vi', '/promotions'],
  ['th', '/no-such-page'],
];

for (const width of [390, 1280]) {
  test(`the floating contact buttons cover no text or link at ${width} px`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    // The consent banner, while it is up, lifts the buttons and reserves its own space.
    await context.addCookies([{ name: 'cookieAccepted', value: 'true', url: baseURL! }]);
    await page.setViewportSize({ width, height: width < 800 ? 844 : 800 });
    for (const [locale, path] of pages) {
      await page.goto(localizedPath(locale, path));
      const label = msg(locale, 'Widgets.contactButtons');
      await expect(page.getByRole('complementary', { name: label }).getByRole('link')).toHaveCount(3);
      expect(await coveredByFloatingButtons(page, label), `${locale} ${path}`).toEqual([]);
    }
  });
}
