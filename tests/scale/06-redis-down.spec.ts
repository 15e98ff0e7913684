import { expect, test } from '@playwright/test';

import { instanceA, instanceB, startRedisAgain, stopRedis } from './support/cluster';
import { newMarker, sendLead, storedLeads } from './support/leads';

test('with Redis down pages are served, leads accepted, /readyz says 503; all recovers when it returns', async ({
  request,
}) => {
  stopRedis();
  try {
    await expect.poll(async () => (await request.get(`${instanceA}/readyz`)).status()).toBe(503);
    const ready = (await (await request.get(`${instanceA}/readyz`)).json()) as { checks: Record<string, string> };
    expect(ready.checks).toEqual({ database: 'ok', redis: 'down' });
    expect((await request.get(`${instanceA}/healthz`)).status()).toBe(200);

    for (const base of [instanceA, instanceB]) {
      for (const path of ['/packages', '/en/packages', '/']) {
        const response = await request.get(base + path);
        expect(response.status(), `${base}${path}`).toBe(200);
        expect(await response.text()).toContain('</html>');
      }
    }
    const prefix = newMarker('redisdown');
    const response = await sendLead(request, instanceB, `${prefix}-0`, '192.0.2.150');
    expect(response.status()).toBe(200);
    expect([...(await storedLeads(prefix)).keys()]).toEqual([`${prefix}-0@example.com`]);
  } finally {
    await startRedisAgain();
  }
  for (const base of [instanceA, instanceB]) {
    await expect.poll(async () => (await request.get(`${base}/readyz`)).status(), { timeout: 20_000 }).toBe(200);
  }
});
