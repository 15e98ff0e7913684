// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CustomPackageCalculatorClient } from '@/components/tools/CustomPackageCalculator.client';
import { formatters } from '@/components/tools/format';
import { priceRangeRows } from '@/components/tools/PriceRangeTable';
import { ANNOUNCE_DELAY_MS } from '@/components/tools/useDebouncedValue';
import type { PriceRange } from '@/lib/sms/pricing';
import en from '@/messages/en/tools.json';
import th from '@/messages/th/tools.json';

const messages = { en, th };

const ranges: PriceRange[] = [
  { minCredits: 10000, maxCredits: 49999, pricePerMessage: 0.22 },
  { minCredits: 1000, maxCredits: 9999, pricePerMessage: 0.25 },
  { minCredits: 50000, maxCredits: null, pricePerMessage: 0.183 },
];

function renderIn(locale: keyof typeof messages) {
  // The table's rows as the server component builds them.
  const translate = createTranslator({ locale, messages: messages[locale], namespace: 'Tools.Calculator' });
  const rows = priceRangeRows(ranges, (key, values) => translate(key, values), formatters(locale).rate);
  const view = render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Bangkok">
      <CustomPackageCalculatorClient ranges={ranges} rows={rows} contactPath="/en/contact-us" />
    </NextIntlClientProvider>,
  );
  const t = messages[locale].Tools.Calculator;
  const input = screen.getByLabelText(t.creditsLabel);
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { ...view, t, input, type };
}

function figure(label: string): string {
  const dt = screen.getByText(label, { selector: 'dt' });
  return (dt.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CustomPackageCalculator', () => {
  it('en: quotes an amount inside a range, with taxes on the total', () => {
    const { t, type, input } = renderIn('en');
    type('25,000');
    expect(figure(t.totalCredits)).toBe('25,000');
    expect(figure(t.pricePerMessage)).toBe('THB 0.22');
    expect(figure(t.totalPrice)).toBe('THB 5,500.00');
    expect(input.getAttribute('aria-invalid')).toBeNull();

    const taxes = en.Tools.Taxes;
    expect(figure(taxes.vat)).toBe('THB 385.00');
    expect(figure(taxes.total)).toBe('THB 5,885.00');
    fireEvent.click(screen.getByLabelText(taxes.legalEntity));
    expect(figure(taxes.withholding)).toBe('−THB 165.00');
    expect(figure(taxes.toTransfer)).toBe('THB 5,720.00');
  });

  it('keeps up to 4 decimals of a price per message and rounds the total to satang', () => {
    const { t, type } = renderIn('en');
    type('50001');
    expect(figure(t.pricePerMessage)).toBe('THB 0.183');
    // 50,001 × 0.183 = 9,150.183 → 9,150.18
    expect(figure(t.totalPrice)).toBe('THB 9,150.18');
    const current = document.querySelector('tbody tr[class]');
    expect(current?.textContent?.replace(/\s/g, ' ')).toBe('50,000 credits or moreTHB 0.183');
  });

  it('th: shows the spec §8 message, linked to the field, for an amount outside every range', () => {
    const { t, type, input } = renderIn('th');
    type('999');
    expect(screen.getByText('ไม่พบช่วงราคาของแพ็กเกจนี้ในระบบ')).toBeTruthy();
    expect(screen.getByText('กรุณาติดต่อผู้ดูแลระบบเพื่อสอบถามข้อมูลเพิ่มเติม')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Next to the error, the credits that do have a price (the three ranges join into one span).
    const available = 'ช่วงที่มีราคา: 1,000 เครดิตขึ้นไป';
    expect(describedBy(input)).toBe(`${t.creditsHelp} | ${t.notFound}${t.contactAdmin}${available}`);
    expect(screen.queryByText(t.totalPrice)).toBeNull();
    expect(screen.queryByRole('link', { name: t.contactSales })).toBeNull();

    type('1000');
    expect(screen.queryByText(t.notFound)).toBeNull();
    expect(figure(t.totalCredits)).toBe('1,000');
    expect(figure(t.pricePerMessage)).toBe('฿0.25');
    expect(figure(t.totalPrice)).toBe('฿250.00');
    // A quote offers to contact sales, with the quote in the link to the contact form.
    expect(screen.getByRole('link', { name: t.contactSales }).getAttribute('href')).toBe(
      '/en/contact-us?quoteCredits=1000&quoteRate=0.25&quoteTotal=250#contact-form',
    );
  });

  it('en: the not-found message in English, and an invalid amount is explained', () => {
    const { t, type, input } = renderIn('en');
    type('0');
    expect(screen.getByText(t.invalid).id).toBe(input.getAttribute('aria-describedby')?.split(' ')[1]);
    type('12.5');
    expect(screen.getByText('Enter a whole number of credits, 1 or more.')).toBeTruthy();
    type('5');
    expect(screen.getByText('Price range of this package not found in the system')).toBeTruthy();
    expect(screen.getByText('Please contact admin for more information')).toBeTruthy();
  });

  it('accepts Thai digits and dot grouping', () => {
    const { t, type } = renderIn('th');
    type('๑๐๐๐๐');
    expect(figure(t.totalPrice)).toBe('฿2,200.00');
    type('10.000');
    expect(figure(t.totalCredits)).toBe('10,000');
  });

  it('announces the result once typing pauses, not on every keystroke', () => {
    vi.useFakeTimers();
    const { type, container } = renderIn('en');
    const live = container.querySelector('[aria-live="polite"]');
    type('2');
    type('25');
    type('250');
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS / 2));
    type('2500');
    expect(live?.textContent).toBe('');
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(live?.textContent?.replace(/\s/g, ' ')).toBe(
      '2,500 credits at THB 0.25 per message: THB 625.00 before VAT.',
    );
  });
});
