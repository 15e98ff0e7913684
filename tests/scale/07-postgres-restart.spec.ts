import { expect, test } from '@playwright/test';

import { instanceA, instanceB, restartPostgres } from './support/cluster';
import { newMarker, sendLead, storedLeads } from './support/leads';

const PATHS = ['/packages', '/en', '/en/packages', '/readyz', '/no-such-page-scale'];

test('PostgreSQL restarted mid-traffic: 503 or a served page, never a 500; afterwards all works', async ({
  request,
}) => {
  const seen: Array<{ url: string; status: number; body: string }> = [];
  let traffic = true;
  const loop = (async () => {
    for (let i = 0; traffic; i++) {
      const url = (i % 2 ? instanceB : instanceA) + PATHS[i % PATHS.length];
      const response = await request.get(url, { maxRedirects: 0 });
      seen.push({ url, status: response.status(), body: await response.text() });
      const lead = await sendLead(
        request,
        i % 2 ? instanceA : instanceB,
        newMarker('pgtraffic'),
        `192.0.2.${200 + (i % 50)}`,
      );
      seen.push({ url: 'POST /mail/send', status: lead.status(), body: await lead.text() });
    }
  })();
  await expect.poll(() => seen.length).toBeGreaterThan(10);
  await restartPostgres();
  const afterRestart = seen.length;
  await expect.poll(() => seen.length).toBeGreaterThan(afterRestart + 10);
  traffic = false;
  await loop;

  for (const { url, status, body } of seen) {
    expect([200, 404, 429, 503], `${url} answered ${status}`).toContain(status);
    expect(body, `${url} leaks a stack trace`).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  }
  // Without restarting the app: ready again, and a lead through each instance is stored.
  for (const base of [instanceA, instanceB]) {
    await expect.poll(async () => (await request.get(`${base}/readyz`)).status(), { timeout: 20_000 }).toBe(200);
  }
  const prefix = newMarker('afterpg');
  expect((await sendLead(request, instanceA, `${prefix}-a`, '192.0.2.251')).status()).toBe(200);
  expect((await sendLead(request, instanceB, `${prefix}-b`, '192.0.2.252')).status()).toBe(200);
  expect((await storedLeads(prefix)).size).toBe(2);
});
