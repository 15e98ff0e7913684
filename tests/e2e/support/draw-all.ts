import type { Page } from '@playwright/test';

/**
 * Draws what the page leaves undrawn until it nears the viewport (`content-visibility: auto`: the
 * sections below the fold, the blog cards' lazy covers), for a test that measures or pictures the
 * whole page without scrolling through it.
 */
export async function drawWholeMain(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.setProperty('content-visibility', 'visible', 'important');
      }
    }
  });
}
