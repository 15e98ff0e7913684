import { expect, test } from './support/fixtures';
import { adminAuth } from './support/admin-api';
import { signInToAdmin } from './support/admin-ui';
import { testEnv } from './support/env';

/** The admin staff see in Thai: every menu label in Thai, no external avatar, and missing translations. */
test('the Thai admin: Thai menu labels, a local avatar, the dashboard, and missing translations per post', async ({
  browser,
  request,
}) => {
  const headers = await adminAuth(request);
  const path = `translation-badge-${Date.now()}`;
  // A draft: nothing public changes, so the pages other tests read stay as they are.
  const created = await request.post('/api/posts?locale=th&draft=true', {
    headers,
    data: { topic: 'บทความมีแค่ภาษาไทยและอังกฤษ', path, _status: 'draft' },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  await request.patch(`/api/posts/${doc.id}?locale=en&draft=true`, {
    headers,
    data: { topic: 'Thai and English only' },
  });

  const context = await browser.newContext({ locale: 'th-TH' });
  const page = await context.newPage();
  try {
    const external: string[] = [];
    const origin = new URL(testEnv.baseURL).origin;
    page.on('request', (r) => {
      if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) external.push(r.url());
    });
    await signInToAdmin(page);
    const nav = page.locator('nav');
    for (const label of ['การเปลี่ยนเส้นทาง', 'บัญชีพนักงาน', 'บทความ', 'แพ็กเกจ', 'ตั้งค่าเว็บไซต์']) {
      await expect(nav.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await expect(nav.getByText('Redirects', { exact: true })).toHaveCount(0);
    await expect(nav.getByText('Users', { exact: true })).toHaveCount(0);
    // The dashboard: schedule, recent contact submissions, a link to the live site.
    await expect(page.getByRole('heading', { name: 'การเผยแพร่และผู้ติดต่อ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'เปิดเว็บไซต์จริง' })).toHaveAttribute('href', '/');
    await expect(page.getByTestId('dashboard-submissions')).toBeVisible();
    // The account avatar is drawn locally (Payload's default), not fetched from Gravatar.
    expect(external).toEqual([]);
    await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0);

    await page.goto(`/admin/collections/posts/${doc.id}`);
    const badge = page.getByTestId('missing-locales').first();
    await expect(badge).toContainText('简体中文');
    await expect(badge).toContainText('繁體中文');
    await expect(badge).toContainText('Tiếng Việt');
    await expect(badge).not.toContainText('English');
  } finally {
    await context.close();
    await request.delete(`/api/posts/${doc.id}`, { headers });
  }
});

/** Staff sign in to SabaiSMS: its logo and name on the sign-in page and in the browser tab, not the framework's. */
test('the sign-in page and the tab show the site’s name and logo', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('img', { name: 'SabaiSMS' })).toBeVisible();
  await expect(page.locator('.graphic-logo')).toHaveCount(0);
  await expect(page).toHaveTitle(/ · SabaiSMS$/);
  expect(await page.title()).not.toMatch(/Payload|SMS CMS/);
  await expect(page.locator('link[rel="icon"][href="/favicon.svg"]')).toHaveCount(1);
});
