import { expect, test } from './support/fixtures';
import { adminAuth } from './support/admin-api';
import { signInToAdmin } from './support/admin-ui';
import { openScheduleDialog, pickBangkokTime, wholeMinuteAfter } from './support/admin-staff';
import { expectPageHtml } from './support/content-api';

/**
 * Scheduled publishing: staff schedule a draft post through the admin's schedule drawer (Bangkok
 * time), the dashboard lists it, and it goes live on the blog in Thai and English and in the
 * sitemap about a minute later, with nobody signed in (the server runs the job queue itself).
 */
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

    const staff = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Bangkok' });
    const page = await staff.newPage();
    await signInToAdmin(page);
    await page.goto(`/admin/collections/posts/${doc.id}`);
    const drawer = await openScheduleDialog(page);
    await expect(drawer.locator('input[value=publish]')).toBeChecked();
    // The dialog takes whole minutes: the first whole minute at least 60 s from now.
    const at = wholeMinuteAfter(60_000);
    await pickBangkokTime(drawer, at);
    await drawer.locator('#scheduled-publish-save').click();
    // The dialog lists the new event, in words and Bangkok time.
    await expect(page.getByTestId('schedule-upcoming').locator('li')).toHaveCount(1);
    await expect(page.getByTestId('schedule-upcoming')).toContainText('Bangkok time');

    // The dashboard's timeline lists what is scheduled.
    await page.goto('/admin');
    await expect(page.getByTestId('dashboard-timeline')).toContainText(topic.th);
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
