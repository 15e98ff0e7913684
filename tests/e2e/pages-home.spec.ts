import { expect, test } from './support/fixtures';

import { ContentApi, expectPageHtml } from './support/content-api';
import { localizedPath, msg } from './support/site';

/** Spec §2: the home sections, in this order. */
const SECTION_ORDER = [
  'hero',
  'why-us',
  'services',
  'advantages',
  'steps',
  'licence',
  'free-trial',
  'packages',
  'customers',
  'blog',
  'contact-form',
];

for (const locale of ['th', 'en'] as const) {
  test(`home shows its sections in the order of the spec (${locale})`, async ({ page }) => {
    await page.goto(localizedPath(locale, '/'));
    const ids = await page.locator('main > section[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids).toEqual(SECTION_ORDER);
    const hero = page.locator('#hero');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'Pages.home.heading'));
    await expect(hero).toContainText('0.17');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}

test('the hero heading is never animated and motion libraries wait for idle time', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#hero [data-aos], #hero[data-aos], #hero [data-parallax]')).toHaveCount(0);
  await expect(page.locator('#why-us [data-aos]').first()).toBeVisible();
});

test('home shows at most 3 packages even when more are flagged for it', async ({ page, request }) => {
  const api = await ContentApi.open(request);
  const name = `E2E home package ${Date.now()}`;
  const created = await api.create<{ id: number }>('packages', {
    packageName: name,
    appPackageId: `e2e-${Date.now()}`,
    price: 1,
    credit: 5,
    pricePerMessage: 0.2,
    serviceLife: 1,
    serviceLifeUnit: 'years',
    isActive: true,
    displayHomePage: true,
    sortOrder: -100,
  });
  try {
    // The packages page lists every active package: once it shows the new one, the home page is fresh too.
    await expectPageHtml(request, '/packages', (html) => html.includes(name), 'new package on /packages');
    await expectPageHtml(request, '/', (html) => html.includes(name), 'new package among the home packages');
    await page.goto('/');
    await expect(page.locator('#packages [data-package-id]')).toHaveCount(3);
  } finally {
    await api.remove('packages', created.id);
  }
  await expectPageHtml(request, '/', (html) => !html.includes(name), 'package gone from home');
});
