import { expect, test } from './support/fixtures';
import { adminAuth } from './support/admin-api';
import { signInToAdmin } from './support/admin-ui';
import { expectPageHtml } from './support/content-api';

/**
 * Scheduled publishing: staff schedule a draft post through the admin's schedule drawer (Bangkok
 * time), the dashboard lists it, and it goes live on the blog in Thai and English and in the
 * sitemap about a minute later, with nobody signed in (the server runs the job queue itself).
 */
const BANGKOK = 'Asia/Bangkok';

/** "Nov 23, 2026 5:13 AM": what the admin's date-time picker accepts, in Bangkok time. */
function pickerText(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: BANGKOK,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

test('a post scheduled a minute ahead goes live on /blog, /en/blog and the sitemap without anyone acting', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const headers = await adminAuth(request);
  const path = `scheduled-${Date.now()}`;
  const topic = { th: `บทความตั้งเวลา ${path}`, en: `Scheduled article ${path}` };
  const created = await request.post('/api/posts?draft=true&locale=th', {
    headers,
    data: { topic: topic.th, path, _status: 'draft' },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  await request.patch(`/api/posts/${doc.id}?draft=true&locale=en`, { headers, data: { topic: topic.en } });

  try {
    expect(await (await request.get('/blog')).text()).not.toContain(topic.th);

    const staff = await browser.newContext({ locale: 'en-US', timezoneId: BANGKOK });
    const page = await staff.newPage();
    await signInToAdmin(page);
    await page.goto(`/admin/collections/posts/${doc.id}`);
    await page.locator('#action-save-popup button.popup-button').click();
    await page.getByText('Schedule Publish').click();
    const drawer = page.locator('.schedule-publish').first();
    await drawer.locator('label[for$="-type-publish"]').click();
    await expect(drawer.locator('input[id$="-type-publish"]')).toBeChecked();
    await expect(drawer.getByText('Bangkok (GMT+7)')).toBeVisible();
    // The picker takes whole minutes: the first whole minute at least 60 s from now.
    const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    await drawer.locator('.react-datepicker__input-container input').fill(pickerText(at));
    await page.keyboard.press('Tab'); // closes the calendar, keeps the drawer
    await drawer.getByRole('button', { name: 'Save' }).click();
    // The drawer lists the new event under "Upcoming Events", in Bangkok time.
    await expect(drawer.locator('tbody tr')).toHaveCount(1);
    await expect(drawer.locator('tbody tr')).toContainText('Bangkok');

    // The dashboard lists what is scheduled.
    await page.goto('/admin');
    await expect(page.getByTestId('dashboard-scheduled')).toContainText(topic.th);
    await staff.close(); // nobody is signed in from here on

    const wait = { timeout: 150_000 };
    await expectPageHtml(request, '/blog', (html) => html.includes(topic.th), 'th blog', wait.timeout);
    await expectPageHtml(request, '/en/blog', (html) => html.includes(topic.en), 'en blog', wait.timeout);
    await expectPageHtml(request, '/sitemap.xml', (xml) => xml.includes(`/blog/${path}<`), 'sitemap', wait.timeout);
    // Not before its time.
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  } finally {
    await request.delete(`/api/posts/${doc.id}`, { headers });
    // Leave the blog as the other tests know it (the deletion is revalidated on the next visits).
    for (const [url, title] of [
      ['/blog', topic.th],
      ['/en/blog', topic.en],
    ] as const) {
      await expectPageHtml(request, url, (html) => !html.includes(title), `${url} without the test post`);
    }
  }
});
