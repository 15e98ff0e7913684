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
    test(`${locale} ${path}: visible, focused and uncovered at 390 px${fast ? ', sent at once' : ''}`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await asVisitor(page, request);
      const marker = newMarker('confirm');
      // Sent at once (autofill): the date stands still from before the page opens; timers keep running.
      if (fast) await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
      const f = await openContactForm(page, locale, path);
      await fillValid(f, marker);
      if (!fast) await humanPause(page);
      await f.submit.click();
      await expect(f.status).toHaveText(f.t('result.success'));
      await expect(f.status).toBeFocused();
      await expect(f.status).toBeInViewport({ ratio: 1 });
      // Whatever is drawn across the answer is the answer itself, not a fixed bar or button.
      const uncovered = () =>
        f.status.evaluate((node) => {
          const box = node.getBoundingClientRect();
          // Inside its rounded corners: a grid of points across the box.
          const points = [0.15, 0.5, 0.85].flatMap((fx) =>
            [0.2, 0.5, 0.8].map((fy): [number, number] => [box.left + box.width * fx, box.top + box.height * fy]),
          );
          const covering = points
            .map(([x, y]) => document.elementFromPoint(x, y))
            .filter((hit) => hit === null || (hit !== node && !node.contains(hit)))
            .map((hit) => (hit ? `${hit.tagName}.${hit.className} "${hit.textContent?.slice(0, 30)}"` : 'outside'));
          return covering.length === 0 ? true : covering.join('; ');
        });
      await expect.poll(uncovered).toBe(true);
      // And it was not "sent" and dropped: the lead is stored (a fast one flagged for review).
      const lead = await leadWithEmail(request, `${marker}@example.com`);
      expect(lead.reviewReason).toBe(fast ? 'tooFast' : null);
    });
  }
});
