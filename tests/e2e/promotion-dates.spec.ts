import type { APIRequestContext, Browser, Page } from '@playwright/test';

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
    await onDraftPromotion(browser, request, language, async (page, id, start) => {
      await page.goto(`/admin/collections/promotions/${id}`);
      await pickBangkokTime(page.locator('#field-endDate'), new Date(start - HOUR));
      await page.locator('#action-save').click();
      await expect(page.locator('.date-time-field.error')).toContainText(END_BEFORE_START[language]);
    });
  });
}

/**
 * Runs `steps` in the admin of `language` on a draft promotion running for an hour from `start`
 * (created through the REST API), then checks that nothing was saved: still a draft, its end as
 * created. The promotion is deleted afterwards.
 */
async function onDraftPromotion(
  browser: Browser,
  request: APIRequestContext,
  language: 'th' | 'en',
  steps: (page: Page, id: number, start: number) => Promise<void>,
) {
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
  const { id } = ((await created.json()) as { doc: { id: number } }).doc;
  const { page, close } = await adminPage(browser, language);
  try {
    await steps(page, id, start);
    const live = await request.get(`/api/promotions/${id}?depth=0`, { headers });
    expect((await live.json()) as { _status: string; endDate: string }).toMatchObject({
      _status: 'draft',
      endDate: new Date(start + HOUR).toISOString(),
    });
  } finally {
    // Requests a test held (page.route) are dropped, not answered, as the page closes.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await close();
    await request.delete(`/api/promotions/${id}`, { headers });
  }
}

test('the message stays when the form’s state, asked for before the save, comes back after it', async ({
  browser,
  request,
}) => {
  await onDraftPromotion(browser, request, 'th', async (page, id, start) => {
    // Payload asks the server for the form's state a moment after each change (a POST to the page):
    // those answers are held here until the test lets them through.
    const held: Array<() => Promise<void>> = [];
    let asked: () => void = () => {};
    const askedOnce = new Promise<void>((resolve) => (asked = resolve));
    await page.route(`**/admin/collections/promotions/${id}`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      held.push(() => route.continue());
      asked();
    });
    await page.goto(`/admin/collections/promotions/${id}`);
    await pickBangkokTime(page.locator('#field-endDate'), new Date(start - HOUR));
    await askedOnce;
    await page.locator('#action-save').click();
    const error = page.locator('.date-time-field.error');
    await expect(error).toContainText(END_BEFORE_START.th);

    // The answer asked for before the save (unvalidated, as nothing had been saved yet) arrives now.
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/promotions/${id}`),
    );
    await held.shift()?.();
    await answered;
    // Time for the admin to apply it; later answers stay held, so only this one could hide the message.
    await page.waitForTimeout(1000);
    await expect(error).toContainText(END_BEFORE_START.th);
  });
});
