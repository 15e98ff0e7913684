import { expect, test } from './support/fixtures';
import {
  adminPage,
  bangkok,
  expectGoneEverywhere,
  openScheduleDialog,
  pickBangkokTime,
  wholeMinuteAfter,
  type AdminLanguage,
} from './support/admin-staff';
import { ContentApi, expectPageHtml } from './support/content-api';

/**
 * Scheduling cannot surprise: a draft promotion scheduled with the dialog's default choice goes
 * live at its time. One promotion per admin language, each scheduled by a staff member whose
 * computer is not on Bangkok time, with nobody signed in when it goes live.
 */
const sentences: Record<AdminLanguage, (when: string) => string> = {
  th: (when) => `จะเผยแพร่ ${when} เวลากรุงเทพฯ ในทุกภาษา`,
  en: (when) => `Goes live on ${when}, Bangkok time, in every language`,
};

test('a draft promotion scheduled with the default choice goes live at its time (Thai and English admin)', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await ContentApi.open(request);
  const stamp = Date.now().toString(36).toUpperCase();
  const languages: AdminLanguage[] = ['th', 'en'];
  const promotions = await Promise.all(
    languages.map((language) =>
      api.createDraft<{ id: number; code: string }>('promotions', {
        code: `SCHED${language.toUpperCase()}${stamp}`,
        title: `ตั้งเวลา ${language} ${stamp}`,
        startDate: new Date(Date.now() - 3_600_000).toISOString(),
        endDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        isActive: true,
      }),
    ),
  );
  try {
    for (const { code } of promotions) {
      expect(await (await request.get('/promotions')).text()).not.toContain(code);
    }
    // Both go live at the same whole minute, at least 75 s away (time to schedule both).
    const at = wholeMinuteAfter(75_000);
    for (const [index, language] of languages.entries()) {
      const { page, close } = await adminPage(browser, language);
      try {
        await page.goto(`/admin/collections/promotions/${promotions[index]!.id}`);
        const drawer = await openScheduleDialog(page);
        // The default, untouched: publish.
        await expect(drawer.locator('input[value=publish]')).toBeChecked();
        await pickBangkokTime(drawer, at);
        const sentence = sentences[language](bangkok(at, language));
        await expect(page.getByTestId('schedule-sentence')).toHaveText(sentence);
        await drawer.locator('#scheduled-publish-save').click();
        await expect(page.getByTestId('schedule-upcoming')).toContainText(sentence);
      } finally {
        await close();
      }
    }
    expect(Date.now()).toBeLessThan(at.getTime());

    // Live on its own, in Thai and English, and not before its time.
    for (const url of ['/promotions', '/en/promotions']) {
      await expectPageHtml(
        request,
        url,
        (html) => promotions.every(({ code }) => html.includes(code)),
        `${url} shows both promotions`,
        150_000,
      );
    }
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  } finally {
    for (const { id } of promotions) await api.remove('promotions', id);
    await expectGoneEverywhere(
      request,
      '/promotions',
      promotions.map(({ code }) => code),
    );
  }
});
