import { expect, test } from '@playwright/test';

import { adminAuth } from './support/admin-api';

test('an unknown path listed in the CMS redirect table redirects to its new path', async ({ request }) => {
  const headers = await adminAuth(request);
  const from = `/old-pricing-${Date.now()}`;
  const created = await request.post('/api/redirects', { headers, data: { from, to: '/packages' } });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };

  try {
    await expect
      .poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), { timeout: 10_000 })
      .toBe(308);
    const thai = await request.get(from, { maxRedirects: 0 });
    expect(new URL(thai.headers()['location'] ?? '', 'http://x').pathname).toBe('/packages');
    const english = await request.get(`/en${from}`, { maxRedirects: 0 });
    expect(english.status()).toBe(308);
    expect(new URL(english.headers()['location'] ?? '', 'http://x').pathname).toBe('/en/packages');
  } finally {
    await request.delete(`/api/redirects/${doc.id}`, { headers });
  }

  await expect.poll(async () => (await request.get(from, { maxRedirects: 0 })).status(), { timeout: 10_000 }).toBe(404);
});
