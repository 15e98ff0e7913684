import { expect, test } from './support/fixtures';
import { adminAuth } from './support/admin-api';
import { adminPage, bangkok, createStaff, type AdminLanguage } from './support/admin-staff';
import { testEnv } from './support/env';

/**
 * History people can read: each version with its time in Bangkok time, who saved it and which
 * fields it changed (translated ones with their language), newest first; a version opens compared
 * with the current one, and restoring it says when it is from.
 */
const texts: Record<AdminLanguage, { title: string; start: string; english: string; first: string; current: string }> =
  {
    th: { title: 'หัวข้อ', start: 'เริ่ม', english: 'English', first: 'เวอร์ชันแรกที่เก็บไว้', current: 'ฉบับปัจจุบัน' },
    en: {
      title: 'Title',
      start: 'Starts',
      english: 'English',
      first: 'The earliest version kept',
      current: 'the current version',
    },
  };

test('a version list shows author and changed fields, newest first, and compares with the current version', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminAuth(request);
  const editorName = 'นักการตลาด ทดสอบ';
  const editor = await createStaff(request, admin, 'editor', editorName);
  const stamp = Date.now().toString(36).toUpperCase();
  const created = await request.post('/api/promotions?locale=th', {
    headers: admin,
    data: {
      code: `HIST${stamp}`,
      title: 'โปรประวัติ',
      startDate: new Date(Date.now() + 86_400_000).toISOString(),
      endDate: new Date(Date.now() + 9 * 86_400_000).toISOString(),
      isActive: false,
      _status: 'published',
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  try {
    // The editor translates the title; then the admin moves the start.
    const translated = await request.patch(`/api/promotions/${doc.id}?locale=en`, {
      headers: editor.headers,
      data: { title: 'History promo' },
    });
    expect(translated.ok()).toBe(true);
    const moved = await request.patch(`/api/promotions/${doc.id}`, {
      headers: admin,
      data: { startDate: new Date(Date.now() + 2 * 86_400_000).toISOString() },
    });
    expect(moved.ok()).toBe(true);

    for (const language of ['th', 'en'] as const) {
      const t = texts[language];
      const { page, close } = await adminPage(browser, language);
      try {
        await page.goto(`/admin/collections/promotions/${doc.id}/versions`);
        const rows = page.getByTestId('version-history').locator('tbody tr');
        await expect(rows).toHaveCount(3);
        await expect(rows.nth(0).getByTestId('version-author')).toHaveText(testEnv.admin.username);
        await expect(rows.nth(0).getByTestId('version-changes')).toHaveText(t.start);
        await expect(rows.nth(1).getByTestId('version-author')).toHaveText(editorName);
        await expect(rows.nth(1).getByTestId('version-changes')).toHaveText(`${t.title} (${t.english})`);
        await expect(rows.nth(2).getByTestId('version-author')).toHaveText(testEnv.admin.username);
        await expect(rows.nth(2).getByTestId('version-changes')).toHaveText(t.first);
        const times = await rows
          .locator('time')
          .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
        expect(times).toEqual([...times].sort((a, b) => b - a));
        const firstTime = new Date(times[2]!);
        await expect(rows.nth(2).locator('time')).toHaveText(bangkok(firstTime, language));

        // The oldest version opens compared with the current one: the title's English and the start differ.
        await rows.nth(2).locator('a').click();
        await expect(page.getByTestId('version-heading')).toContainText(bangkok(firstTime, language));
        await expect(page.locator('nav a[aria-current=page]')).toContainText(t.current);
        const diff = page.getByTestId('version-diff');
        await expect(diff.locator('tbody tr')).toHaveCount(2);
        await expect(diff).toContainText('History promo');
        // The restore dialog says which version, in Bangkok time.
        await page.locator('#restore-version').click();
        await expect(page.locator('.confirmation-modal, [role=dialog]').last()).toContainText(
          bangkok(firstTime, language),
        );
      } finally {
        await close();
      }
    }
  } finally {
    await request.delete(`/api/promotions/${doc.id}`, { headers: admin });
    await request.delete(`/api/users/${editor.id}`, { headers: admin });
  }
});
