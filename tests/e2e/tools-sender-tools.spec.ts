import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

import { seedPackages, seedPriceRanges } from '../../cms/seed/data/packages';
import { localizedPath, msg, type Locale } from './support/site';

/**
 * The sender tools (issue 7) on the real pages, in Thai and English, against the seeded database.
 * Expected figures are computed here from the seed's price ranges, not read back from the page.
 */

const norm = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const money = (locale: Locale, baht: number) =>
  norm(new Intl.NumberFormat(locale, { style: 'currency', currency: 'THB' }).format(baht));
const rate = (locale: Locale, baht: number) =>
  norm(
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'THB',
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }).format(baht),
  );
const count = (locale: Locale, value: number) => new Intl.NumberFormat(locale).format(value);

/** Price per message of the seed range holding `credits`. */
function seedRate(credits: number): number {
  const range = seedPriceRanges.find((r) => credits >= r.minCredits && credits <= r.maxCredits);
  if (!range) throw new Error(`no seed range holds ${credits}`);
  return range.pricePerMessage;
}
/** Baht, rounded to satang; the chosen amounts are exact in binary anyway. */
const satang = (baht: number) => Math.round(baht * 100) / 100;

/** The value next to a label in a tool's figures. */
async function figure(scope: Locator, label: string): Promise<string> {
  const dd = scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(dd).toHaveCount(1);
  return norm(await dd.textContent());
}

/** Fails the test on a hydration mismatch (React #418/#423/#425 in production). */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function open(page: Page, locale: Locale, path: string): Promise<string[]> {
  const errors = watchHydration(page);
  await page.goto(localizedPath(locale, path));
  // Wait for hydration: the islands answer input only once React has attached.
  await page.waitForLoadState('networkidle');
  return errors;
}

const t = (locale: Locale, key: string) => msg(locale, `Tools.${key}`);

// The CMS popup (it opens on the first scroll) and the consent banner float over the page; they are
// tested elsewhere. Here the visitor has already seen the popup and dismissed the banner this session.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      return key.startsWith('popupSeen:') || key === 'cookieBannerDismissed' ? '1' : getItem.call(this, key);
    };
  });
});

test.describe('package price with taxes (package cards)', () => {
  const starter = seedPackages.find((p) => p.price === 499);

  test('th: the 499-baht package shows VAT, total, withholding and transfer amounts', async ({ page }) => {
    if (!starter) throw new Error('the seed has no 499-baht package');
    const errors = await open(page, 'th', '/packages');
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
    await open(page, 'en', '/packages');
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
      const errors = await open(page, locale, '/packages');
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
    await open(page, 'th', '/packages');
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
    await open(page, 'en', '/packages');
    const tool = page.locator('section#calculator');
    await tool.getByLabel('Number of credits').fill(String(above));
    await expect(tool.getByText('Price range of this package not found in the system', { exact: true })).toBeVisible();
    await expect(tool.getByText('Please contact admin for more information', { exact: true })).toBeVisible();
  });
});

test.describe('credit counter', () => {
  test('th (SMS marketing): Thai rate, marked characters, replace button, total and cost', async ({ page }) => {
    const errors = await open(page, 'th', '/services/SMS-marketing');
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
    await open(page, 'en', '/services/SMS-OTP');
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
    const errors = await open(page, 'th', '/services/SMS-marketing');
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
    await open(page, 'en', '/faq');
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
      await open(page, locale, path);
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
