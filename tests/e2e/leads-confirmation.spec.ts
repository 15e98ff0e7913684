import { expect, test } from '@playwright/test';

import { asVisitor, fillValid, humanPause, newMarker, openContactForm } from './support/contact';
import { leadWithEmail } from './support/leads';
import { TestSmtpServer } from './support/smtp';

/**
 * The confirmation is where the visitor looks (issue 26): on a 390 px phone, with the fixed contact bar at
 * the bottom and the sticky header at the top, the answer of the form is scrolled into view, focused (so a
 * screen reader reads it) and covered by nothing fixed. Also for a form sent 2 s after the page loaded.
 */
const smtp = new TestSmtpServer();

test.describe('contact form confirmation on a phone', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => smtp.start());
  test.afterAll(() => smtp.stop());

  for (const [locale, path, fast] of [
    ['th', '/', false],
    ['en', '/contact-us', true],
  ] as const) {
    test(`${locale} ${path}: visible, focused and uncovered at 390 px${fast ? ', sent 2 s after loading' : ''}`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await asVisitor(page, request);
      const marker = newMarker('confirm');
      const f = await openContactForm(page, locale, path);
      if (fast) await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
      await fillValid(f, marker);
      if (!fast) await humanPause(page);
      await f.submit.click();
      await expect(f.status).toHaveText(f.t('result.success'));
      await expect(f.status).toBeFocused();
      await expect(f.status).toBeInViewport({ ratio: 1 });
      // Whatever is drawn at the answer's corners and centre is the answer itself, not a fixed bar or button.
      const uncovered = await f.status.evaluate((node) => {
        const box = node.getBoundingClientRect();
        const points: Array<[number, number]> = [
          [box.left + 2, box.top + 2],
          [box.right - 2, box.top + 2],
          [box.left + 2, box.bottom - 2],
          [box.right - 2, box.bottom - 2],
          [box.left + box.width / 2, box.top + box.height / 2],
        ];
        return points.every(([x, y]) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && (hit === node || node.contains(hit));
        });
      });
      expect(uncovered).toBe(true);
      // And it was not "sent" and dropped: the lead is stored (a fast one flagged for review).
      const lead = await leadWithEmail(request, `${marker}@example.com`);
      expect(lead.reviewReason).toBe(fast ? 'tooFast' : null);
    });
  }
});
