import { expect, test } from '@playwright/test';

import { moneyFormat } from '../../lib/format/number';
import { adminAuth } from './support/admin';
import { instanceA, instanceB } from './support/cluster';

type PackageDoc = { id: number; price: number };

test('a price published through instance A is on /packages and /en/packages of instance B within 5 s', async ({
  request,
}) => {
  const headers = await adminAuth(request, instanceA);
  const list = await request.get(`${instanceA}/api/packages?where[isActive][equals]=true&limit=1&depth=0`, {
    headers,
  });
  const pkg = ((await list.json()) as { docs: PackageDoc[] }).docs[0];
  if (!pkg) throw new Error('The seed has no active package');
  const newPrice = 7654 + Math.floor(Math.random() * 1000);
  // B has served both pages before the edit, so what it shows next must come from the shared cache.
  for (const path of ['/packages', '/en/packages']) expect((await request.get(instanceB + path)).status()).toBe(200);

  const saved = await request.patch(`${instanceA}/api/packages/${pkg.id}`, {
    headers,
    data: { price: newPrice, _status: 'published' },
  });
  expect(saved.status()).toBe(200);
  const started = Date.now();
  for (const [path, locale] of [
    ['/packages', 'th'],
    ['/en/packages', 'en'],
  ] as const) {
    const expected = moneyFormat(locale).format(newPrice);
    await expect
      .poll(async () => (await (await request.get(instanceB + path)).text()).includes(expected), {
        message: `${instanceB}${path} shows ${expected}`,
        timeout: Math.max(500, 5_000 - (Date.now() - started)),
        intervals: [250],
      })
      .toBe(true);
  }
});
