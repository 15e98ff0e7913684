import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * `test` whose pages behave as if the CMS popup was already shown in this browser session
 * (components/widgets/PopupDialog keeps `popupSeen:<id>` in sessionStorage), so the popup, which
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
    await provide(page);
  },
});
