import { expect, test, type APIRequestContext } from '@playwright/test';

import { moneyFormat } from '../../lib/format/number';
import { adminAuth } from './support/admin-api';
import { invitedStaff } from './support/staff';
import { locales, localizedPath } from './support/site';

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

test('a price edited in the CMS is live on /packages and home in every language within 5 seconds', async ({
  request,
}) => {
  const headers = await adminAuth(request);
  const pkg = await homePackage(request, headers);
  const newPrice = 4321;
  expect(pkg.price).not.toBe(newPrice);

  const saved = await request.patch(`/api/packages/${pkg.id}`, { headers, data: { price: newPrice } });
  expect(saved.status()).toBe(200);
  try {
    for (const locale of locales) {
      for (const path of ['/packages', '/']) {
        const url = localizedPath(locale, path);
        const expected = moneyFormat(locale).format(newPrice);
        await expect
          .poll(async () => (await (await request.get(url)).text()).includes(expected), {
            message: `${url} shows ${expected}`,
            timeout: 5_000,
            intervals: [250, 500],
          })
          .toBe(true);
      }
    }
  } finally {
    await request.patch(`/api/packages/${pkg.id}`, { headers, data: { price: pkg.price } });
  }
});

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
