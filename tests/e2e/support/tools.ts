/**
 * What the sender-tools specs share: expected figures formatted as the page formats them, the figure next
 * to a label, and opening a page once its islands are interactive.
 */
import { expect, type Locator, type Page } from '@playwright/test';

import { seedPriceRanges } from '../../../cms/seed/data/packages';
import { localizedPath, msg, type Locale } from './site';

export const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
export const money = (locale: Locale, baht: number) =>
  norm(new Intl.NumberFormat(locale, { style: 'currency', currency: 'THB' }).format(baht));
export const rate = (locale: Locale, baht: number) =>
  norm(
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'THB',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }).format(baht),
  );
export const count = (locale: Locale, value: number) => new Intl.NumberFormat(locale).format(value);

/** Price per message of the seed range holding `credits`. */
export function seedRate(credits: number): number {
  const range = seedPriceRanges.find((r) => credits >= r.minCredits && credits <= r.maxCredits);
  if (!range) throw new Error(`no seed range holds ${credits}`);
  return range.pricePerMessage;
}
/** Baht, rounded to satang; the chosen amounts are exact in binary anyway. */
export const satang = (baht: number) => Math.round(baht * 100) / 100;

export const t = (locale: Locale, key: string) => msg(locale, `Tools.${key}`);

/** The value next to a label in a tool's figures. */
export async function figure(scope: Locator, label: string): Promise<string> {
  const dd = scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(dd).toHaveCount(1);
  return norm(await dd.textContent());
}

/** Fails the test on a hydration mismatch (React #418/#423/#425 in production). */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The page, once React has hydrated every form control of its main content: the islands answer input only
 * then. React keeps a `__reactProps$…` property on each element it has attached its handlers to.
 */
export async function openTools(page: Page, locale: Locale, path: string): Promise<string[]> {
  const errors = watchHydration(page);
  await page.goto(localizedPath(locale, path));
  const controls = page.locator('main').locator('input, textarea, select, button');
  await expect
    .poll(() =>
      controls.evaluateAll(
        (elements) =>
          elements.length > 0 &&
          elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
      ),
    )
    .toBe(true);
  return errors;
}

/**
 * The CMS popup (it opens on the first scroll) and the consent banner float over the page; they are tested
 * elsewhere. Here the visitor has already seen the popup and dismissed the banner this session.
 */
export async function withoutOverlays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      return key.startsWith('popupSeen:') || key === 'cookieBannerDismissed' ? '1' : getItem.call(this, key);
    };
  });
}
