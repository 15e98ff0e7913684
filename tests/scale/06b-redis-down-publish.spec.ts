import { expect, test } from '@playwright/test';

import { moneyFormat } from '../../lib/format/number';
import { adminAuth } from './support/admin';
import { instanceA, instanceB, startRedisAgain, stopRedisKeepingData } from './support/cluster';

/**
 * A publish while Redis is unreachable: the instance that made it shows it at once; Redis comes back
 * with the pages it held before (its data is kept), and the instance replays the expiry, so the other
 * instance shows the change within 5 s of Redis returning.
 */
type PackageDoc = { id: number; price: number };

test('a publish made while Redis is down reaches its instance at once and the others within 5 s of Redis returning', async ({
  request,
}) => {
  const headers = await adminAuth(request, instanceA);
  const list = await request.get(`${instanceA}/api/packages?where[isActive][equals]=true&limit=1&depth=0`, {
    headers,
  });
  const pkg = ((await list.json()) as { docs: PackageDoc[] }).docs[0]!;
  const price = 9100 + Math.floor(Math.random() * 800);
  const shown = (html: string) => html.includes(moneyFormat('en').format(price));
  // Both instances have the page in Redis before the outage.
  for (const base of [instanceA, instanceB])
    expect(shown(await (await request.get(`${base}/en/packages`)).text())).toBe(false);

  stopRedisKeepingData();
  try {
    await expect.poll(async () => (await request.get(`${instanceA}/readyz`)).status()).toBe(503);
    const saved = await request.patch(`${instanceA}/api/packages/${pkg.id}`, {
      headers,
      data: { price, _status: 'published' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(shown(await (await request.get(`${instanceA}/en/packages`)).text()), 'on A at once').toBe(true);
  } finally {
    await startRedisAgain();
  }
  const back = Date.now();
  await expect
    .poll(async () => shown(await (await request.get(`${instanceB}/en/packages`)).text()), {
      message: 'on B within 5 s of Redis returning',
      timeout: 5_000,
      intervals: [250],
    })
    .toBe(true);
  console.log(`[redis down] B showed the change ${Date.now() - back} ms after Redis returned`);
  await request.patch(`${instanceA}/api/packages/${pkg.id}`, {
    headers,
    data: { price: pkg.price, _status: 'published' },
  });
});
