import { DRAFT_MODE_COOKIE } from '../../lib/routing/draft-mode.mjs';
import { adminAuth } from './support/admin-api';
import { expect, test } from './support/fixtures';
import { invitedStaff, removeStaff } from './support/staff';

/** Previews need a staff session that may publish; support staff can neither preview nor publish prices. */
test('/api/preview without a session enables nothing', async ({ request, page }) => {
  const api = await request.get('/api/preview?path=/en/packages', { maxRedirects: 0 });
  expect(api.status()).toBe(401);
  expect(api.headers()['set-cookie'] ?? '').not.toContain(DRAFT_MODE_COOKIE);

  // A browser is sent to the sign-in instead, still without draft mode.
  await page.goto('/api/preview?path=/en/packages');
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain(DRAFT_MODE_COOKIE);
});

test('preview links only lead to pages of this site', async ({ request }) => {
  const headers = await adminAuth(request);
  for (const path of ['https://evil.example/', '//evil.example/', '/admin', '/api/users', 'packages']) {
    const response = await request.get(`/api/preview?path=${encodeURIComponent(path)}`, { headers, maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
});

test('support staff can neither preview nor publish prices', async ({ request }) => {
  const admin = await adminAuth(request);
  const staff = await invitedStaff(request, 'support', { prefix: 'e2e-support-preview' });
  const support = staff.auth;

  const preview = await request.get('/api/preview?path=/en/packages', { headers: support, maxRedirects: 0 });
  expect(preview.status()).toBe(403);
  expect(preview.headers()['set-cookie'] ?? '').not.toContain(DRAFT_MODE_COOKIE);

  const list = await request.get('/api/packages?limit=1&depth=0', { headers: admin });
  const [pkg] = ((await list.json()) as { docs: { id: number }[] }).docs;
  const publish = await request.patch(`/api/packages/${pkg!.id}`, {
    headers: support,
    data: { price: 1, _status: 'published' },
  });
  expect(publish.status()).toBe(403);
  const draft = await request.patch(`/api/packages/${pkg!.id}?draft=true`, { headers: support, data: { price: 1 } });
  expect(draft.status()).toBe(403);
  await removeStaff(request, staff);
});
