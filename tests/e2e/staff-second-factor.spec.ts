import { expect, test } from '@playwright/test';
import { generate } from 'otplib';

import { adminAuth } from './support/admin-api';
import { TestSmtpServer } from './support/smtp';
import { invitedStaff, removeStaff, type Staff } from './support/staff';
import { freshCode } from './support/totp';

/**
 * The second factor in the admin, in Debian's chromium: a new admin enrols with the QR code's key (the
 * test computes the codes, as the phone's app would), cannot sign in without a code, and a recovery
 * code works once. The API gives a password alone no session.
 */
const smtp = new TestSmtpServer();
let admin: Staff;
let secret = '';
let recoveryCodes: string[] = [];

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ request }) => {
  await smtp.start();
  admin = await invitedStaff(request, 'admin', { smtp, prefix: 'e2e-2fa' });
});
test.afterAll(async ({ request }) => {
  await removeStaff(request, admin);
  await smtp.stop();
});

async function passwordStep(page: import('@playwright/test').Page) {
  await page.goto('/admin/login');
  await page.locator('#field-username').fill(admin.username);
  await page.locator('#field-password').fill(admin.password);
  await page.locator('button[type=submit]').click();
}

test('a new admin enrols an authenticator app at the first sign-in and gets ten recovery codes', async ({ page }) => {
  await passwordStep(page);
  await expect(page.getByRole('img', { name: /QR code|คิวอาร์โค้ด/ })).toBeVisible();
  secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // A wrong code keeps the enrolment open.
  await page.locator('#field-code').fill('000000');
  await page.locator('button[type=submit]').click();
  await expect(page.getByRole('alert').filter({ hasText: /not right|ไม่ถูกต้อง/ })).toBeVisible();
  await page.locator('#field-code').fill(await freshCode(secret));
  await page.locator('button[type=submit]').click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await page.getByRole('button', { name: /saved them|บันทึกแล้ว/ }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
});

test('without the code there is no session, in the admin or through the API', async ({ page, request }) => {
  await passwordStep(page);
  await expect(page.locator('#field-code')).toBeVisible();
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('payload-token');

  const passwordOnly = await request.post('/api/users/login', {
    data: { username: admin.username, password: admin.password },
  });
  expect(passwordOnly.status()).toBe(401);
  expect(await passwordOnly.json()).toMatchObject({ secondFactor: 'code' });
  expect(passwordOnly.headers()['set-cookie'] ?? '').not.toContain('payload-token=ey');
  const me = await request.get('/api/users/me');
  expect(((await me.json()) as { user: unknown }).user).toBeNull();
  expect((await request.get('/api/posts/versions?limit=1')).status()).toBe(403);
  // A code that is not the current one is refused; the right one signs in.
  const stale = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 600 });
  const wrong = await request.post('/api/users/login', {
    data: { username: admin.username, password: admin.password, code: stale },
  });
  expect(wrong.status()).toBe(401);
  const right = await request.post('/api/users/login', {
    data: { username: admin.username, password: admin.password, code: await freshCode(secret) },
  });
  expect(right.status()).toBe(200);
});

test('a recovery code signs in once', async ({ browser }) => {
  const code = recoveryCodes[0]!;
  for (const attempt of ['first', 'second'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await passwordStep(page);
    await page.locator('#field-code').fill(code);
    await page.locator('button[type=submit]').click();
    if (attempt === 'first') await expect(page).toHaveURL(/\/admin\/?$/);
    else await expect(page.getByRole('alert').filter({ hasText: /already used|ถูกใช้ไปแล้ว/ })).toBeVisible();
    await context.close();
  }
});

test('an admin resets another person’s second factor from their account screen', async ({ page, request }) => {
  const { signInToAdmin } = await import('./support/admin-ui');
  await signInToAdmin(page);
  await page.goto(`/admin/collections/users/${admin.id}`);
  await expect(page.getByTestId('second-factor-status')).toContainText(/On since|เปิดใช้ตั้งแต่/);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /Reset second factor|รีเซ็ตการยืนยันขั้นที่สอง/ }).click();
  await expect(page.getByTestId('second-factor-status')).toContainText(/Not set up|ยังไม่ได้ตั้งค่า/);
  const again = await request.post('/api/users/login', {
    data: { username: admin.username, password: admin.password },
  });
  expect(await again.json()).toMatchObject({ secondFactor: 'enrol' });
  const audit = await request.get(
    `/api/audit-events?where[account][equals]=${admin.username}&where[event][equals]=second-factor-reset&depth=0`,
    { headers: await adminAuth(request) },
  );
  expect(((await audit.json()) as { totalDocs: number }).totalDocs).toBe(1);
  const all = await request.get(`/api/audit-events?where[account][equals]=${admin.username}&limit=100&depth=0`, {
    headers: await adminAuth(request),
  });
  expect(((await all.json()) as { docs: { event: string }[] }).docs.map((e) => e.event)).toEqual(
    expect.arrayContaining([
      'second-factor-enrolled',
      'sign-in',
      'sign-in-failed',
      'recovery-code-used',
      'second-factor-reset',
    ]),
  );
});
