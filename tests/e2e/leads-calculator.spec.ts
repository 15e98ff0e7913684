import { expect, test } from '@playwright/test';

import { seedPriceRanges } from '../../cms/seed/data/packages';
import { asVisitor, contactForm, humanPause, newMarker } from './support/contact';
import { leadWithEmail } from './support/leads';
import { TestSmtpServer } from './support/smtp';
import { count, openTools, satang, seedRate, t } from './support/tools';

/**
 * A quote leads to sales (issue 26): the calculator's result offers to contact sales, the contact form opens
 * with the credits and the price in its details, and the lead is marked as coming from the calculator, with
 * the quote priced again by the server. Out of every range, the spec's error names the amounts with a price.
 */
const smtp = new TestSmtpServer();

test.describe('calculator to sales', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => smtp.start());
  test.afterAll(() => smtp.stop());

  for (const [locale, credits] of [
    ['en', 150_000],
    ['th', 25_000],
  ] as const) {
    test(`${locale}: a quote of ${credits} credits reaches the contact form filled in`, async ({ page, request }) => {
      await asVisitor(page, request);
      await openTools(page, locale, '/packages');
      const tool = page.locator('section#calculator');
      await tool.getByLabel(t(locale, 'Calculator.creditsLabel')).fill(String(credits));
      await tool.getByRole('link', { name: t(locale, 'Calculator.contactSales') }).click();
      await expect(page).toHaveURL(new RegExp(`/contact-us\\?quoteCredits=${credits}&.*#contact-form$`));

      const f = contactForm(page, locale);
      const total = satang(credits * seedRate(credits));
      await expect(f.field('message')).toHaveValue(new RegExp(count(locale, credits).replace(/[.,]/g, '.')));
      await expect(f.field('message')).toHaveValue(
        new RegExp(new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(total).replace(/[.,]/g, '.')),
      );
      await expect(f.field('service')).toHaveValue('salesCallback');

      const marker = newMarker(`quote-${locale}`);
      await f.field('name').fill(`Somchai ${marker}`);
      await f.field('email').fill(`${marker}@example.com`);
      await f.field('phone').fill('0812345678');
      await humanPause(page);
      await f.submit.click();
      await expect(f.status).toHaveText(f.t('result.success'));

      const lead = await leadWithEmail(request, `${marker}@example.com`);
      expect(lead).toMatchObject({ entryPoint: 'calculator', quoteCredits: credits, quoteTotal: total });
      const mail = await smtp.waitFor(marker);
      expect(mail.text).toContain('Calculator quote:');
    });
  }

  test('th: out of every range, the error is followed by the credits that have a price', async ({ page }) => {
    await openTools(page, 'th', '/packages');
    const tool = page.locator('section#calculator');
    const below = Math.min(...seedPriceRanges.map((range) => range.minCredits)) - 1;
    await tool.getByLabel(t('th', 'Calculator.creditsLabel')).fill(String(below));
    await expect(tool.getByText(t('th', 'Calculator.notFound'), { exact: true })).toBeVisible();
    const available = tool.getByText(t('th', 'Calculator.available').split('{')[0]!);
    await expect(available).toBeVisible();
    await expect(available).toContainText(count('th', below + 1));
    await expect(tool.getByRole('link', { name: t('th', 'Calculator.contactSales') })).toHaveCount(0);
  });
});
