import { END_BEFORE_START } from '../../cms/collections/shared/date-window';
import { adminAuth } from './support/admin-api';
import { adminPage, pickBangkokTime } from './support/admin-staff';
import { expect, test } from './support/fixtures';

/** A promotion whose end comes before its start is refused, in the admin's language, and nothing is saved. */
const HOUR = 3600_000;
const code = () => `BAD${Date.now().toString(36).toUpperCase()}`;

test('the API refuses it with the message in Thai or English', async ({ request }) => {
  const headers = await adminAuth(request);
  for (const [language, message] of [
    ['th', END_BEFORE_START.th],
    ['en', END_BEFORE_START.en],
  ] as const) {
    const bad = code();
    const response = await request.post('/api/promotions?locale=th', {
      headers: { ...headers, 'Accept-Language': language },
      data: {
        code: bad,
        title: 'วันที่กลับด้าน',
        startDate: new Date(Date.now() + 2 * HOUR).toISOString(),
        endDate: new Date(Date.now() + HOUR).toISOString(),
        isActive: true,
        _status: 'published',
      },
    });
    expect(response.status(), language).toBe(400);
    expect(JSON.stringify(await response.json()), language).toContain(message);
    const saved = await request.get(`/api/promotions?where[code][equals]=${bad}&depth=0`, { headers });
    expect(((await saved.json()) as { totalDocs: number }).totalDocs).toBe(0);
  }
});

for (const language of ['th', 'en'] as const) {
  test(`the ${language} admin shows it on the end date when staff publish, and nothing goes live`, async ({
    browser,
    request,
  }) => {
    const headers = await adminAuth(request);
    const start = Date.now() + 2 * HOUR;
    const created = await request.post('/api/promotions?locale=th', {
      headers,
      data: {
        code: code(),
        title: 'วันที่กลับด้าน',
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + HOUR).toISOString(),
        isActive: true,
        _status: 'draft',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { doc } = (await created.json()) as { doc: { id: number } };
    const { page, close } = await adminPage(browser, language);
    try {
      await page.goto(`/admin/collections/promotions/${doc.id}`);
      await pickBangkokTime(page.locator('#field-endDate'), new Date(start - HOUR));
      await page.locator('#action-save').click();
      await expect(page.locator('.date-time-field.error')).toContainText(END_BEFORE_START[language]);
      const live = await request.get(`/api/promotions/${doc.id}?depth=0`, { headers });
      expect((await live.json()) as { _status: string; endDate: string }).toMatchObject({
        _status: 'draft',
        endDate: new Date(start + HOUR).toISOString(),
      });
    } finally {
      await close();
      await request.delete(`/api/promotions/${doc.id}`, { headers });
    }
  });
}
