import { expect, type Page } from '@playwright/test';

import { POPUP_READ_MS } from '../../../components/widgets/popup-rules';

import { msg, type Locale } from './site';

/** The popup of a page in `locale`, found by its heading. */
export const popupOf = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: msg(locale, 'Widgets.popupTitle') });

/**
 * Scrolls to `y` (default: the end of the page) and delivers the scroll event at once, so the
 * popup has seen the scroll before the test looks (the browser's own event comes a frame later).
 */
export async function scrollTo(page: Page, y?: number): Promise<void> {
  await page.evaluate((top) => {
    // Instant: the site scrolls smoothly, and a smooth scroll is still under way when the test looks.
    window.scrollTo({ top: top ?? document.documentElement.scrollHeight, behavior: 'instant' });
    window.dispatchEvent(new Event('scroll'));
  }, y);
}

export const scrollToEnd = (page: Page) => scrollTo(page);

/** Lets the page's clock (installed with page.clock.install()) run past the reading time. */
export async function readLongEnough(page: Page): Promise<void> {
  await page.clock.fastForward(POPUP_READ_MS + 1000);
}

/** Whether this browser session has shown a popup (components/widgets/usePopupTrigger records it). */
export async function popupShown(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('popupSeen:')));
}

/**
 * Waits until the popup's trigger listens on the first page of a browser session (it marks the
 * visit as it starts), so the clock is not moved on before its timer exists.
 */
export async function untilPopupArmed(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('visit:started'))).toBe('1');
}
