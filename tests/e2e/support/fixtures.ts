import { test as base } from '@playwright/test';

import { hydrated } from './hydration';

export { expect } from '@playwright/test';

/**
 * `test` whose pages behave as if the CMS popup was already shown in this browser session
 * (components/widgets/usePopupTrigger keeps `popupSeen:<id>` in sessionStorage), so the popup, which
 * opens on the first scroll, does not cover what a test clicks. The popup itself is tested with
 * the plain `test` of @playwright/test.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.addInitScript(() => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        return key.startsWith('popupSeen:') ? '1' : getItem.call(this, key);
      };
    });
    // A visitor who waits for the page to be ready: `goto` (to the load event, its default) also
    // waits until React has hydrated the page, since the framework's scripts start only after the
    // first paint (lib/server/deferred-scripts.mjs) and a click on a button before then does
    // nothing. What happens before hydration is tested explicitly, with `waitUntil` set.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      // Only pages of the app carry React's flight data; an API answer or a file has nothing to hydrate.
      const waits = !options?.waitUntil || options.waitUntil === 'load';
      if (waits && (await page.evaluate(() => '__next_f' in self))) {
        await page.waitForFunction(hydrated, 'body', { timeout: 15_000 });
      }
      return response;
    };
    await provide(page);
  },
});
