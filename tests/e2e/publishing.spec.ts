import { expect, test, type APIRequestContext } from '@playwright/test';

import { adminAuth } from './support/admin-api';
import { invitedStaff } from './support/staff';

type PackageDoc = { id: number; price: number; displayHomePage: boolean; isActive: boolean };

async function homePackage(request: APIRequestContext, headers: Record<string, string>): Promise<PackageDoc> {
  const response = await request.get(
    '/api/packages?where[displayHomePage][equals]=true&where[isActive][equals]=true&limit=1&depth=0',
    { headers },
  );
  expect(response.ok()).toBe(true);
  const { docs } = (await response.json()) as { docs: PackageDoc[] };
  const doc = docs[0];
  if (!doc) throw new Error('The seed has no package shown on the home page');
  return doc;
}

// Freshness after a publish (one request per page, every language): tests/e2e/freshness.spec.ts.

test.describe('roles are enforced by the API', () => {
  // Accounts are invited; the invitation mail sets their password (support/staff.ts).
  const staff = (request: APIRequestContext, _admin: Record<string, string>, role: 'support' | 'editor') =>
    invitedStaff(request, role);

  test('a support user cannot change a package (403)', async ({ request }) => {
    const admin = await adminAuth(request);
    const pkg = await homePackage(request, admin);
    const support = await staff(request, admin, 'support');
    try {
      const attempt = await request.patch(`/api/packages/${pkg.id}`, { headers: support.auth, data: { price: 1 } });
      expect(attempt.status()).toBe(403);
      const after = await request.get(`/api/packages/${pkg.id}?depth=0`, { headers: admin });
      expect(((await after.json()) as PackageDoc).price).toBe(pkg.price);
    } finally {
      await request.delete(`/api/users/${support.id}`, { headers: admin });
    }
  });

  test('an editor cannot create users (403)', async ({ request }) => {
    const admin = await adminAuth(request);
    const editor = await staff(request, admin, 'editor');
    try {
      const attempt = await request.post('/api/users', {
        headers: editor.auth,
        data: {
          username: `e2e-sneaky-${Date.now()}`,
          email: 'sneaky@sabaisms.test',
          password: 'sneaky-password-1234',
          roles: ['admin'],
        },
      });
      expect(attempt.status()).toBe(403);
    } finally {
      await request.delete(`/api/users/${editor.id}`, { headers: admin });
    }
  });
});

test('the admin shows the sign-in page with username or e-mail and remember me', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.locator('input[name="username"], input[name="email"]').first()).toBeVisible();
  await expect(page.locator('input[type="password"]')).toBeVisible();
  await expect(page.getByRole('checkbox')).toBeVisible();
});
