import { expect, test } from '@playwright/test';

import { seedPackages, seedPriceRanges } from '../../cms/seed/data/packages';
import { count, figure, money, openTools, rate, satang, seedRate, t, withoutOverlays } from './support/tools';

/**
 * The price tools on /packages, in Thai and English, against the seeded database: taxes on the package
 * cards and the custom package calculator. Expected figures are computed here from the seed's price
 * ranges, not read back from the page.
 */
test.beforeEach(({ page }) => withoutOverlays(page));

test.describe('package price with taxes (package cards)', () => {
  const starter = seedPackages.find((p) => p.price === 499);

  test('th: the 499-baht package shows VAT, total, withholding and transfer amounts', async ({ page }) => {
    if (!starter) throw new Error('the seed has no 499-baht package');
    const errors = await openTools(page, 'th', '/packages');
    const card = page.locator('article', { hasText: starter.packageName.th }).first();
    const details = card.locator('details');
    await details.getByText(t('th', 'Taxes.summary'), { exact: true }).click();
    expect(await figure(details, 'ราคาก่อนภาษี')).toBe('฿499.00');
    expect(await figure(details, 'ภาษีมูลค่าเพิ่ม 7%')).toBe('฿34.93');
    expect(await figure(details, 'ราคารวม VAT')).toBe('฿533.93');
    await expect(details.getByText(t('th', 'Taxes.toTransfer'))).toHaveCount(0);

    // Keyboard: focus the legal-entity box and toggle it with the space bar.
    const legal = details.getByLabel('ซื้อในนามนิติบุคคล');
    await legal.focus();
    await page.keyboard.press('Space');
    await expect(legal).toBeChecked();
    expect(await figure(details, 'ภาษีหัก ณ ที่จ่าย 3%')).toBe('−฿14.97');
    expect(await figure(details, 'ยอดที่ต้องโอน')).toBe('฿518.96');
    await expect(details.locator('[aria-live="polite"]')).toHaveText('ยอดที่ต้องโอน ฿518.96');
    expect(errors).toEqual([]);
  });

  test('en: the same figures in English', async ({ page }) => {
    if (!starter) throw new Error('the seed has no 499-baht package');
    await openTools(page, 'en', '/packages');
    const details = page.locator('article', { hasText: starter.packageName.en }).first().locator('details');
    await details.getByText('Price with taxes', { exact: true }).click();
    expect(await figure(details, 'VAT 7%')).toBe(money('en', 34.93));
    expect(await figure(details, 'Total including VAT')).toBe(money('en', 533.93));
    await details.getByLabel('Purchase in the name of a legal entity').check();
    expect(await figure(details, 'Withholding tax 3%')).toBe(`−${money('en', 14.97)}`);
    expect(await figure(details, 'Amount to transfer')).toBe(money('en', 518.96));
  });
});

test.describe('custom package calculator (/packages)', () => {
  const below = Math.min(...seedPriceRanges.map((r) => r.minCredits)) - 1;
  const above = Math.max(...seedPriceRanges.map((r) => r.maxCredits)) + 1;

  for (const [locale, credits] of [
    ['th', 25_000],
    ['en', 150_000],
  ] as const) {
    test(`${locale}: quotes ${credits} credits from the seeded ranges, with taxes`, async ({ page }) => {
      const errors = await openTools(page, locale, '/packages');
      const tool = page.locator('section#calculator');
      await expect(tool.getByRole('heading', { level: 2 })).toHaveText(t(locale, 'Calculator.heading'));
      await tool.getByLabel(t(locale, 'Calculator.creditsLabel')).fill(String(credits));

      const perMessage = seedRate(credits);
      const total = satang(credits * perMessage);
      expect(await figure(tool, t(locale, 'Calculator.totalCredits'))).toBe(count(locale, credits));
      expect(await figure(tool, t(locale, 'Calculator.pricePerMessage'))).toBe(rate(locale, perMessage));
      expect(await figure(tool, t(locale, 'Calculator.totalPrice'))).toBe(money(locale, total));

      const vat = satang(total * 0.07);
      expect(await figure(tool, t(locale, 'Taxes.vat'))).toBe(money(locale, vat));
      expect(await figure(tool, t(locale, 'Taxes.total'))).toBe(money(locale, satang(total + vat)));
      await tool.getByLabel(t(locale, 'Taxes.legalEntity')).check();
      const withholding = satang(total * 0.03);
      expect(await figure(tool, t(locale, 'Taxes.withholding'))).toBe(`−${money(locale, withholding)}`);
      expect(await figure(tool, t(locale, 'Taxes.toTransfer'))).toBe(money(locale, satang(total + vat - withholding)));

      // The summary is announced once typing pauses.
      await expect(tool.locator('[aria-live="polite"]').filter({ hasText: money(locale, total) })).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  test('th: an amount below every range shows the spec §8 message in Thai', async ({ page }) => {
    await openTools(page, 'th', '/packages');
    const tool = page.locator('section#calculator');
    const input = tool.getByLabel('จำนวนเครดิต');
    await input.fill(String(below));
    await expect(tool.getByText('ไม่พบช่วงราคาของแพ็กเกจนี้ในระบบ', { exact: true })).toBeVisible();
    await expect(tool.getByText('กรุณาติดต่อผู้ดูแลระบบเพื่อสอบถามข้อมูลเพิ่มเติม', { exact: true })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(tool.getByText(t('th', 'Calculator.totalPrice'), { exact: true })).toHaveCount(0);

    await input.fill('12.5');
    await expect(tool.getByText('กรุณาใส่จำนวนเครดิตเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป')).toBeVisible();
  });

  test('en: an amount above every range shows the spec §8 message in English', async ({ page }) => {
    await openTools(page, 'en', '/packages');
    const tool = page.locator('section#calculator');
    await tool.getByLabel('Number of credits').fill(String(above));
    await expect(tool.getByText('Price range of this package not found in the system', { exact: true })).toBeVisible();
    await expect(tool.getByText('Please contact admin for more information', { exact: true })).toBeVisible();
  });
});
