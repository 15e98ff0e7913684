import { expect, test } from '@playwright/test';

import { asVisitor, fillValid, humanPause, newMarker, openContactForm, storedStatus } from './support/contact';
import { testEnv } from './support/env';
import { leadWithEmail } from './support/leads';
import { TestSmtpServer } from './support/smtp';

/**
 * The contact-back form's guards, in Debian's chromium with a real SMTP server: the honeypot, the minimum
 * fill time (both keep the lead, flagged for review), the rate limit, and delivery surviving a stopped mail
 * server.
 */
const smtp = new TestSmtpServer();

test.describe('contact-back form guards', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => smtp.start());
  test.afterAll(() => smtp.stop());

  test('no lead is dropped: a filled honeypot is stored and held for review, a too-fast form stored, flagged and mailed', async ({
    page,
    request,
  }) => {
    await asVisitor(page, request);
    const trapped = newMarker('form');
    let f = await openContactForm(page, 'th');
    await fillValid(f, trapped);
    await f.root.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await humanPause(page);
    await f.submit.click();
    await expect(f.status).toHaveText(f.t('result.success'));

    const hasty = newMarker('form');
    // Sent at once, as browser autofill does: the page's date stands still from before the form appears, so
    // its fill time is 0, under CONTACT_MIN_FILL_MS however slow the machine. Its timers keep running, as a
    // visitor's do (a paused clock stops them all; with it, one CI run's submit never went out).
    await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
    f = await openContactForm(page, 'th');
    await fillValid(f, hasty);
    await f.submit.click();
    await expect(f.status).toHaveText(f.t('result.success'));

    // Both are stored, flagged for staff review; the doubtful one is mailed with its flag, the trapped one held.
    const held = await leadWithEmail(request, `${trapped}@example.com`);
    expect(held).toMatchObject({ reviewReason: 'honeypot', status: 'held' });
    const flagged = await leadWithEmail(request, `${hasty}@example.com`);
    expect(flagged.reviewReason).toBe('tooFast');
    const mail = await smtp.waitFor(hasty);
    expect(mail.text).toContain('Review: ');
    await expect.poll(() => storedStatus(request, `${hasty}@example.com`)).toBe('sent');
    expect(await storedStatus(request, `${trapped}@example.com`)).toBe('held');
    expect(smtp.withMarker(trapped)).toHaveLength(0);
  });

  test('past the rate limit the form says "try again later"', async ({ page, request }) => {
    const headers = await asVisitor(page, request);
    for (let i = 0; i < testEnv.contact.rateLimit; i++) await request.post('/mail/send', { headers, data: {} });
    const f = await openContactForm(page, 'en');
    await fillValid(f, newMarker('form'));
    await humanPause(page);
    await f.submit.click();
    await expect(f.status).toHaveText(f.t('result.rateLimited'));
  });

  test('with the mail server stopped the visitor still sees success; the retry delivers once', async ({
    page,
    request,
  }) => {
    await asVisitor(page, request);
    const marker = newMarker('form');
    await smtp.stop();
    try {
      const f = await openContactForm(page, 'th');
      await fillValid(f, marker);
      await humanPause(page);
      await f.submit.click();
      await expect(f.status).toHaveText(f.t('result.success'));
      await expect.poll(() => storedStatus(request, `${marker}@example.com`), { timeout: 15_000 }).toBe('failed');
    } finally {
      await smtp.start();
    }
    const mail = await smtp.waitFor(marker, 30_000);
    // The mail sent later still says where the lead came from (read from the stored lead).
    expect(mail.text).toContain('Channel: Google search');
    expect(mail.text).toContain('Form page: /contact-us');
    await expect.poll(() => storedStatus(request, `${marker}@example.com`), { timeout: 10_000 }).toBe('sent');
    // 'sent' is final: only the attempt holding the claim records it, after the mail server accepted the
    // message, and a sent submission is never due again (tests/unit/contact-store.test.ts). So the count
    // now is the count for good.
    expect(smtp.withMarker(marker)).toHaveLength(1);
  });
});
