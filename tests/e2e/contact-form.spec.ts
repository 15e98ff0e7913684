import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import {
  asVisitor,
  clientHeaders,
  configuredRecipient,
  contactForm,
  fillValid,
  humanPause,
  newMarker,
  openContactForm,
  storedStatus,
} from './support/contact';
import { signIn } from './support/admin-api';
import { testEnv } from './support/env';
import { localizedPath } from './support/site';
import { TestSmtpServer } from './support/smtp';

/**
 * The contact-back form on /contact-us, in Debian's chromium, with a real SMTP server (support/smtp.ts):
 * validation in Thai and English, a submission arriving at the configured address, with and without
 * JavaScript. The bot guards and delivery through an outage: contact-form-guards.spec.ts.
 */
const smtp = new TestSmtpServer();

test.describe('contact-back form', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => smtp.start());
  test.afterAll(() => smtp.stop());

  for (const locale of ['th', 'en'] as const) {
    test(`each validation rule shows its message, linked to its field (${locale})`, async ({ page, request }) => {
      await asVisitor(page, request);
      const f = await openContactForm(page, locale);
      const errorOf = async (name: string) => {
        const field = f.field(name);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        const id = (await field.getAttribute('aria-describedby'))?.split(' ').at(-1) ?? '';
        return page.locator(`[id="${id}"]`);
      };

      await f.submit.click();
      await expect(await errorOf('email')).toHaveText(f.t('errors.emailRequired'));
      for (const name of ['name', 'phone', 'service', 'message'])
        await expect(await errorOf(name)).toHaveText(f.t('errors.required'));
      // Red border and red text (#b42318).
      await expect(f.field('name')).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
      await expect(await errorOf('name')).toHaveCSS('color', 'rgb(180, 35, 24)');
      await expect(f.status).toBeEmpty();

      await f.field('email').fill('somchai@');
      await f.field('phone').fill('+1 415 555 0100');
      await f.field('message').fill('x'.repeat(2001));
      await f.submit.click();
      await expect(await errorOf('email')).toHaveText(f.t('errors.emailInvalid'));
      await expect(await errorOf('phone')).toHaveText(f.t('errors.phoneInvalid'));
      await expect(await errorOf('message')).toHaveText(f.t('errors.tooLong').replace('{max}', '2000'));

      await f.field('phone').fill('6681234567'); // 66 needs 11 digits
      await expect(await errorOf('phone')).toHaveText(f.t('errors.phoneInvalid'));
      await f.field('phone').fill('66812345678');
      await expect(f.field('phone')).toHaveAttribute('aria-invalid', 'false');

      // The section, errors shown, passes axe's WCAG 2.2 AA rules (labels, contrast, ARIA).
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .include('#contact-form')
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('its validation loads when the visitor first touches the form, not with the page', async ({ page }) => {
    await page.goto(localizedPath('en', '/contact-us'), { waitUntil: 'networkidle' });
    const f = contactForm(page, 'en');
    await expect(f.root).toHaveAttribute('novalidate', '');
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.name),
      );
    const loaded = await scripts();
    await f.field('name').focus();
    await expect.poll(async () => (await scripts()).filter((url) => !loaded.includes(url))).toHaveLength(1);
  });

  test('a valid submission shows success and arrives at the configured address, escaped', async ({ page, request }) => {
    await asVisitor(page, request);
    const marker = newMarker('form');
    const to = await configuredRecipient(request);
    const f = await openContactForm(page, 'en');
    await fillValid(f, marker);
    await humanPause(page);
    await f.submit.click();
    await expect(f.status).toHaveText(f.t('result.success'));
    await expect(f.field('email')).toHaveValue('');

    const mail = await smtp.waitFor(marker);
    expect(mail.envelope.to).toEqual([to]);
    expect(mail.subject).toBe('[SabaiSMS] User submit form');
    expect(mail.headers['reply-to']).toBe(`${marker}@example.com`);
    expect(mail.html).toContain(`Somchai &lt;b&gt;${marker}&lt;/b&gt;`);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('0812345678');
    expect(mail.html).not.toContain('<script>');
    await expect.poll(() => storedStatus(request, `${marker}@example.com`)).toBe('sent');

    // Staff see it in /admin with its delivery state.
    await signIn(page.request, testEnv.admin);
    await page.goto(`/admin/collections/contact-submissions?search=${encodeURIComponent(marker)}`);
    const row = page.getByRole('row').filter({ hasText: `${marker}@example.com` });
    await expect(row).toContainText(/Sent|ส่งแล้ว/);
  });

  test('without JavaScript the form is on the page, answers with its errors, and is stored and mailed', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: clientHeaders() });
    try {
      const page = await context.newPage();
      const marker = newMarker('nojs');
      await page.goto(localizedPath('en', '/contact-us'));
      const f = contactForm(page, 'en');
      // The browser's own checks apply; the server's answer shows a field's error and keeps what was typed.
      await expect(f.root).not.toHaveAttribute('novalidate', '');
      await fillValid(f, marker, '12345');
      await f.submit.click();
      await expect(page).toHaveURL(/\/en\/contact-us#contact-result$/);
      // The answer the server rendered takes the focus (autofocus), so a screen reader reads it.
      await expect(f.status).toBeFocused();
      await expect(f.field('phone')).toHaveAttribute('aria-invalid', 'true');
      await expect(f.root.getByText(f.t('errors.phoneInvalid'))).toBeVisible();
      await expect(f.status).toHaveText(f.t('result.fail'));
      await expect(f.field('email')).toHaveValue(`${marker}@example.com`);
      expect(await storedStatus(request, `${marker}@example.com`)).toBeUndefined();

      await f.field('phone').fill('0812345678');
      await f.submit.click();
      await expect(f.status).toHaveText(f.t('result.success'));
      await expect(f.field('email')).toHaveValue('');
      const mail = await smtp.waitFor(marker);
      expect(mail.envelope.to).toEqual([await configuredRecipient(request)]);
      expect(mail.html).toContain(`Somchai &lt;b&gt;${marker}&lt;/b&gt;`);
      await expect.poll(() => storedStatus(request, `${marker}@example.com`)).toBe('sent');
    } finally {
      await context.close();
    }
  });
});
