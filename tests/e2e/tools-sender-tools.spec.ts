import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { count, figure, money, openTools, satang, seedRate, t, withoutOverlays } from './support/tools';

/**
 * The message tools (credit counter, sender name checker) on the real pages, in Thai and English, against
 * the seeded database, and axe on every tool. Expected figures are computed here from the seed's price
 * ranges, not read back from the page.
 */
test.beforeEach(({ page }) => withoutOverlays(page));

test.describe('credit counter', () => {
  test('th (SMS marketing): Thai rate, marked characters, replace button, total and cost', async ({ page }) => {
    const errors = await openTools(page, 'th', '/services/SMS-marketing');
    const tool = page.locator('section#credit-counter');
    const message = tool.getByLabel('ข้อความของคุณ');
    const text = 'โปร “ลด” 50%…';
    await message.fill(text);
    expect(await figure(tool, 'จำนวนตัวอักษร')).toBe(String(text.length));
    expect(await figure(tool, 'คิดค่าส่งแบบ')).toBe('ภาษาไทย (Unicode) 70 ตัวอักษรต่อเครดิต');
    expect(await figure(tool, 'เครดิตต่อผู้รับ 1 คน')).toBe('1');
    await expect(tool.locator('mark')).toHaveText(['โปร', '“ลด”', '…']);

    await tool.getByRole('button', { name: 'แทนที่อักขระที่หน้าตาคล้ายกัน (3)' }).click();
    await expect(message).toHaveValue('โปร "ลด" 50%...');
    await expect(message).toBeFocused();
    await expect(tool.locator('mark')).toHaveText(['โปร', 'ลด']);

    // 71 Thai-rate characters take 2 credits each; 1,000 recipients → 2,000 credits.
    await message.fill('ก'.repeat(71));
    await tool.getByLabel('จำนวนผู้รับ').fill('1000');
    expect(await figure(tool, 'เครดิตต่อผู้รับ 1 คน')).toBe('2');
    expect(await figure(tool, 'เครดิตที่ใช้ทั้งหมด')).toBe(count('th', 2000));
    expect(await figure(tool, 'ราคาโดยประมาณ (ยังไม่รวม VAT)')).toBe(money('th', satang(2000 * seedRate(2000))));

    await tool.getByLabel('จำนวนผู้รับ').fill('100001');
    await expect(tool.getByText('กรุณาใส่จำนวนผู้รับเป็นจำนวนเต็มตั้งแต่ 1 ถึง 100,000')).toBeVisible();
    await expect(tool.getByLabel('จำนวนผู้รับ')).toHaveAttribute('aria-invalid', 'true');
    expect(errors).toEqual([]);
  });

  test('en (SMS OTP): one dash forces the Thai rate until it is replaced', async ({ page }) => {
    await openTools(page, 'en', '/services/SMS-OTP');
    const tool = page.locator('section#credit-counter');
    const message = tool.getByLabel('Your message');
    await message.fill('Your code is 482913 – valid for 10 minutes');
    expect(await figure(tool, 'Billed at')).toBe(t('en', 'CreditCounter.rateThai'));
    await expect(tool.locator('mark')).toHaveText(['–']);
    await expect(tool.getByRole('listitem')).toHaveText(['–U+2013at position 21can be replaced with -']);

    await tool.getByRole('button', { name: 'Replace look-alike characters (1)' }).click();
    await expect(message).toHaveValue('Your code is 482913 - valid for 10 minutes');
    expect(await figure(tool, 'Billed at')).toBe(t('en', 'CreditCounter.rateEnglish'));
    expect(await figure(tool, 'Characters')).toBe('42');
    await expect(tool.locator('mark')).toHaveCount(0);

    await tool.getByLabel('Number of recipients').fill('5,000');
    expect(await figure(tool, 'Total credits')).toBe('5,000');
    expect(await figure(tool, 'Estimated price before VAT')).toBe(money('en', satang(5000 * seedRate(5000))));
    await tool.getByLabel('Number of recipients').fill('3');
    expect(await figure(tool, 'Estimated price before VAT')).toBe(
      'No price range covers 3 credits, so no price can be shown. Please contact admin for more information.',
    );
    await expect(
      tool.locator('[aria-live="polite"]').filter({ hasText: '42 characters, English rate, 1 credit per recipient' }),
    ).toHaveCount(1);
  });
});

test.describe('sender name checker', () => {
  test('th (SMS marketing): explains the broken rules and applies the suggestion', async ({ page }) => {
    const errors = await openTools(page, 'th', '/services/SMS-marketing');
    const tool = page.locator('section#sender-name');
    await expect(tool.getByText('ชื่อผู้ส่งเริ่มต้นของบัญชีไม่สามารถแก้ไขได้', { exact: false })).toBeVisible();
    const input = tool.getByLabel('ชื่อผู้ส่งที่ต้องการ');
    await input.fill('ร้าน my-shop');
    await expect(tool.getByRole('listitem')).toHaveText([
      'ยาวเกินไป: 12 ตัวอักษร ใส่ได้ไม่เกิน 11 ตัวอักษร',
      'ห้ามเว้นวรรค',
      'ห้ามใช้ตัวพิมพ์เล็ก ใช้ตัวพิมพ์ใหญ่ A–Z เท่านั้น',
      'ห้ามใช้ภาษาไทยหรือภาษาอื่น ใช้ตัวอักษรภาษาอังกฤษ A–Z เท่านั้น',
      'ห้ามใช้อักขระพิเศษ ใช้ได้เฉพาะ A–Z และ 0–9',
    ]);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await tool.getByRole('button', { name: 'ใช้ชื่อ MYSHOP' }).click();
    await expect(input).toHaveValue('MYSHOP');
    await expect(tool.getByText('“MYSHOP” ถูกต้องตามกฎการตั้งชื่อผู้ส่งทุกข้อ')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('en (FAQ): too short, then valid', async ({ page }) => {
    await openTools(page, 'en', '/faq');
    const tool = page.locator('section#sender-name');
    const input = tool.getByLabel('Proposed sender name');
    await input.fill('OTP');
    await expect(tool.getByRole('listitem')).toHaveText(['Too short: 3 characters. Use at least 4.']);
    await input.fill('SABAI2024');
    await expect(tool.getByText('“SABAI2024” follows all the sender name rules.')).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('accessibility of the tools (axe, WCAG 2 AA)', () => {
  for (const [locale, path, sections] of [
    ['th', '/packages', ['#calculator', '#credit-counter', '#package-list details']],
    ['en', '/services/SMS-marketing', ['#credit-counter', '#sender-name']],
  ] as const) {
    test(`${locale} ${path}`, async ({ page }) => {
      await openTools(page, locale, path);
      // Put every tool in a state that shows its results and messages.
      if (path === '/packages') {
        await page.locator('#calculator input[type="text"]').fill('25000');
        await page.locator('#package-list details').first().locator('summary').click();
      } else {
        await page.locator('#sender-name input').fill('my shop');
      }
      await page.locator('#credit-counter textarea').fill('Hello “world” สวัสดี');
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
      for (const section of sections) builder = builder.include(section);
      const { violations } = await builder.analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
