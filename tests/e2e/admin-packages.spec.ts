import { expect, test } from './support/fixtures';
import { adminAuth } from './support/admin-api';
import { adminPage, expectGoneEverywhere } from './support/admin-staff';
import { expectPageHtml } from './support/content-api';
import { localizedPath, msg } from './support/site';
import { moneyFormat, rateFormat } from '../../lib/format/number';

/**
 * Numbers that agree: a package's price per message is worked out from its price and credits. Staff
 * change the price in the admin and publish; /packages shows the new per-message figure in Thai and
 * English (฿1,090 for 5,400 credits is ฿0.202, no longer the ฿0.183 typed for ฿990). A figure sent
 * by hand is replaced by the derived one.
 */
type Pkg = { id: number; price: number; credit: number; pricePerMessage: number };

test('editing a package price in the admin updates its price per message on /packages', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await adminAuth(request);
  const list = await request.get('/api/packages?where[appPackageId][equals]=SMS-BASIC&depth=0', { headers });
  const [pkg] = ((await list.json()) as { docs: Pkg[] }).docs;
  if (!pkg) throw new Error('the seed has no SMS-BASIC package');
  expect(pkg.pricePerMessage).toBe(0.183);
  const price = 1090;
  const perMessage = 0.202; // 1,090 ÷ 5,400 = 0.20185…, to the 0.001 baht
  const shows = (locale: 'th' | 'en') => (html: string) =>
    html.includes(
      msg(locale, 'PackagesPage.card.perMessage').replace('{price}', rateFormat(locale).format(perMessage)),
    );

  const { page, close } = await adminPage(browser, 'th');
  try {
    await page.goto(`/admin/collections/packages/${pkg.id}`);
    await page.locator('#field-price').fill(String(price));
    await page.locator('#action-save').click();
    // The admin shows the derived figure once saved; nobody typed it.
    await expect(page.locator('#field-pricePerMessage')).toHaveValue(String(perMessage));
    for (const locale of ['th', 'en'] as const) {
      await expectPageHtml(request, localizedPath(locale, '/packages'), shows(locale), `${locale} per message`);
    }

    // A per-message price sent by hand does not stick: it follows price and credits.
    const forced = await request.patch(`/api/packages/${pkg.id}`, { headers, data: { pricePerMessage: 0.01 } });
    expect(((await forced.json()) as { doc: Pkg }).doc.pricePerMessage).toBe(perMessage);
  } finally {
    await close();
    await request.patch(`/api/packages/${pkg.id}`, { headers, data: { price: pkg.price, _status: 'published' } });
    // Home and /packages in every language show the seed's price again before the next test.
    for (const path of ['/packages', '/']) {
      await expectGoneEverywhere(request, path, (locale) => [
        rateFormat(locale).format(perMessage),
        moneyFormat(locale).format(price),
      ]);
    }
  }
  const restored = await request.get(`/api/packages/${pkg.id}?depth=0`, { headers });
  expect(((await restored.json()) as Pkg).pricePerMessage).toBe(0.183);
});
