import { expect, test } from '@playwright/test';

import { adminAuth } from './support/admin';
import { instanceA, instanceB, startPostgresAgain, stopPostgres } from './support/cluster';
import { newMarker, sendLead, storedLeads } from './support/leads';

const PATHS = ['/packages', '/en', '/en/packages', '/readyz', '/no-such-page-scale'];

test('PostgreSQL stopped and started mid-traffic: 503 or a served page, never a 500; afterwards all works', async ({
  request,
}) => {
  // Each instance serves each page once first. A page expired by a change (an earlier spec publishes) is
  // made again while the database is down from its reads' last good values, kept per process and shared
  // through Redis (lib/content/last-good.ts; tests/unit/content-last-good-redis.test.ts).
  for (const instance of [instanceA, instanceB])
    for (const page of PATHS.filter((pathname) => pathname.endsWith('/packages') || pathname === '/en'))
      expect((await request.get(instance + page)).status(), instance + page).toBe(200);
  // An article B has never shown, changed twice: A shows it in between (its reads' values go to Redis), so
  // B makes it while the database is down from what A read (lib/content/last-good.ts).
  const headers = await adminAuth(request, instanceA);
  const listed = await request.get(`${instanceA}/api/posts?locale=vi&depth=0&limit=1&sort=-publishedAt`, { headers });
  const post = ((await listed.json()) as { docs: Array<{ id: number; path: string; topic: string }> }).docs[0]!;
  const article = `/vn/blog/${encodeURIComponent(post.path)}`; // Vietnamese: /vn (i18n/locales.ts)
  const change = async (keywords: string) =>
    expect(
      (
        await request.patch(`${instanceA}/api/posts/${post.id}?locale=vi`, {
          headers,
          data: { metaKeywords: keywords, _status: 'published' },
        })
      ).status(),
    ).toBe(200);
  await change(`scale-${Date.now()}-a`);
  expect((await request.get(instanceA + article)).status(), instanceA + article).toBe(200);
  await change(`scale-${Date.now()}-b`);

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
  await stopPostgres();
  const stopped = seen.length;
  // Traffic goes on while the database is down: readiness and new leads must answer 503 meanwhile.
  await expect.poll(() => seen.length, { timeout: 30_000 }).toBeGreaterThan(stopped + 20);
  const whileDown = seen.slice(stopped + 2);
  const articleWhileDown = await request.get(instanceB + article);
  const articleSeen = { status: articleWhileDown.status(), body: await articleWhileDown.text() };
  await startPostgresAgain();
  const started = seen.length;
  await expect.poll(() => seen.length).toBeGreaterThan(started + 10);
  traffic = false;
  await loop;

  expect(articleSeen.status, `${instanceB + article} while PostgreSQL is down`).toBe(200);
  expect(articleSeen.body).toContain(post.topic);
  expect(whileDown.filter(({ url }) => url.endsWith('/readyz')).map(({ status }) => status)).toContain(503);
  expect(whileDown.filter(({ url }) => url.startsWith('POST')).map(({ status }) => status)).toContain(503);
  const pagesWhileDown = whileDown.filter(({ url }) => url.endsWith('/packages') || url.endsWith('/en'));
  expect(pagesWhileDown.length).toBeGreaterThan(0);
  for (const { url, status } of pagesWhileDown) expect(status, `${url} while PostgreSQL is down`).toBe(200);

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
