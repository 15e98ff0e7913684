import { expect, test } from './support/fixtures';
import { adminPage, bangkok, expectGoneEverywhere, type AdminLanguage } from './support/admin-staff';
import { ContentApi } from './support/content-api';

/**
 * The promotions list says what visitors see of each promotion: live (with its end), scheduled
 * (with its start) or expired (with its end), by the site's own rule; "Active" alone said
 * nothing about an expired code.
 */
const labels: Record<AdminLanguage, Record<'live' | 'scheduled' | 'expired', string>> = {
  th: { live: 'แสดงอยู่บนเว็บ', scheduled: 'ตั้งเวลาไว้', expired: 'หมดเขตแล้ว' },
  en: { live: 'Live', scheduled: 'Scheduled', expired: 'Expired' },
};

test('the promotions list shows live, scheduled and expired promotions as such (Thai and English admin)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await ContentApi.open(request);
  const stamp = Date.now().toString(36).toUpperCase();
  const day = 86_400_000;
  const now = Date.now();
  const windows = {
    live: { start: now - day, end: now + day },
    scheduled: { start: now + 2 * day, end: now + 3 * day },
    expired: { start: now - 3 * day, end: now - day },
  };
  const created = await Promise.all(
    (Object.keys(windows) as Array<keyof typeof windows>).map(async (state) => {
      const { start, end } = windows[state];
      const doc = await api.create<{ id: number }>('promotions', {
        code: `ST${state.slice(0, 3).toUpperCase()}${stamp}`,
        title: `สถานะ ${state}`,
        startDate: new Date(start).toISOString(),
        endDate: new Date(end).toISOString(),
        isActive: true,
      });
      return { state, doc, start, end };
    }),
  );
  try {
    for (const language of ['th', 'en'] as const) {
      const { page, close } = await adminPage(browser, language);
      try {
        await page.goto(`/admin/collections/promotions?where[code][like]=${stamp}&limit=10`);
        for (const { state, start, end } of created) {
          const row = page.locator('tbody tr').filter({ hasText: `ST${state.slice(0, 3).toUpperCase()}${stamp}` });
          const cell = row.getByTestId('publication-state');
          await expect(cell).toHaveAttribute('data-state', state);
          await expect(cell).toContainText(labels[language][state]);
          // The moment it changes, in Bangkok time: the end of a live or expired one, the start of a scheduled one.
          await expect(cell).toContainText(bangkok(new Date(state === 'scheduled' ? start : end), language));
        }
      } finally {
        await close();
      }
    }
  } finally {
    for (const { doc } of created) await api.remove('promotions', doc.id);
    // The live one was on the site meanwhile.
    await expectGoneEverywhere(request, '/promotions', [`STLIV${stamp}`]);
  }
});
