// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider, createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CreditCounterClient } from '@/components/tools/CreditCounter.client';
import { ANNOUNCE_DELAY_MS } from '@/components/tools/useDebouncedValue';
import { MAX_RECIPIENTS_PER_SEND } from '@/lib/sms/credits';
import type { PriceRange } from '@/lib/sms/pricing';
import en from '@/messages/en/tools.json';
import th from '@/messages/th/tools.json';

const messages = { en, th };

const ranges: PriceRange[] = [
  { minCredits: 1000, maxCredits: 9999, pricePerMessage: 0.25 },
  { minCredits: 10000, maxCredits: null, pricePerMessage: 0.22 },
];

function renderIn(locale: keyof typeof messages) {
  // The help and the note as the server component formats them.
  const format = createTranslator({ locale, messages: messages[locale], namespace: 'Tools.CreditCounter' });
  const help = format('recipientsHelp', { max: MAX_RECIPIENTS_PER_SEND });
  const note = format('extensionNote', { chars: '^ { } \\ [ ~ ] | €' });
  const view = render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Bangkok">
      <CreditCounterClient ranges={ranges} recipientsHelp={help} extensionNote={note} />
    </NextIntlClientProvider>,
  );
  const t = messages[locale].Tools.CreditCounter;
  const message = screen.getByLabelText(t.messageLabel) as HTMLTextAreaElement;
  const recipients = screen.getByLabelText(t.recipientsLabel) as HTMLInputElement;
  return {
    ...view,
    t,
    message,
    recipients,
    type: (value: string) => fireEvent.change(message, { target: { value } }),
    setRecipients: (value: string) => fireEvent.change(recipients, { target: { value } }),
  };
}

function figure(label: string): string {
  const dt = screen.getByText(label, { selector: 'dt' });
  return (dt.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

const marks = () => [...document.querySelectorAll('mark')].map((m) => m.textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CreditCounter', () => {
  it('en: counts characters and credits at the English rate as the visitor types', () => {
    const { t, type } = renderIn('en');
    type('Hello');
    expect(figure(t.characters)).toBe('5');
    expect(figure(t.rate)).toBe(t.rateEnglish);
    expect(figure(t.creditsPerRecipient)).toBe('1');
    type('a'.repeat(160));
    expect(figure(t.creditsPerRecipient)).toBe('1');
    type('a'.repeat(161));
    expect(figure(t.characters)).toBe('161');
    expect(figure(t.creditsPerRecipient)).toBe('2');
    expect(marks()).toEqual([]);
  });

  it('en: GSM extension characters count 2 at the English rate', () => {
    const { t, type } = renderIn('en');
    type('{a}€');
    expect(figure(t.characters)).toBe('7');
    expect(figure(t.rate)).toBe(t.rateEnglish);
    type('[' + 'a'.repeat(159));
    expect(figure(t.characters)).toBe('161');
    expect(figure(t.creditsPerRecipient)).toBe('2');
  });

  it('th: Thai text is billed at the Thai rate, 70 UTF-16 characters per credit, every Thai character marked', () => {
    const { t, type } = renderIn('th');
    type('สวัสดี');
    expect(figure('จำนวนตัวอักษร')).toBe('6');
    expect(figure('คิดค่าส่งแบบ')).toBe('ภาษาไทย (Unicode) 70 ตัวอักษรต่อเครดิต');
    expect(figure(t.creditsPerRecipient)).toBe('1');
    expect(marks()).toEqual(['สวัสดี']);

    type('Hi ' + 'ก'.repeat(68));
    expect(figure(t.characters)).toBe('71');
    expect(figure(t.creditsPerRecipient)).toBe('2');
    expect(marks()).toEqual(['ก'.repeat(68)]);
    const item = within(screen.getByRole('list')).getByText('ก').closest('li');
    expect(item?.textContent).toContain('U+0E01');
    expect(item?.textContent).toContain('ตำแหน่งที่ 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, …');
  });

  it('en: lists exactly the characters that force the Thai rate, with positions, and marks them in the preview', () => {
    const { t, type } = renderIn('en');
    type('Don’t wait—sale ends 5pm 😀 “today”');
    expect(figure(t.rate)).toBe(t.rateThai);
    expect(marks()).toEqual(['’', '—', '😀', '“', '”']);
    const items = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      "’U+2019at position 4can be replaced with '",
      '—U+2014at position 11can be replaced with -',
      '“U+201Cat position 29can be replaced with "',
      '”U+201Dat position 35can be replaced with "',
      // Characters without a plain equivalent come after the replaceable ones.
      '😀U+1F600at position 26',
    ]);
    // The emoji is two UTF-16 units.
    expect(figure(t.characters)).toBe('35');
    expect(screen.getByText(t.previewHeading)).toBeTruthy();
  });

  it('en: the replace button swaps look-alikes for plain characters and keeps focus in the message', () => {
    const { t, type, message } = renderIn('en');
    type('Wait\u00A0… it’s “free” – really');
    const button = screen.getByRole('button', { name: 'Replace look-alike characters (6)' });
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.replaceHelp);
    fireEvent.click(button);
    expect(message.value).toBe('Wait ... it\'s "free" - really');
    expect(document.activeElement).toBe(message);
    expect(figure(t.rate)).toBe(t.rateEnglish);
    expect(figure(t.characters)).toBe('29');
    expect(marks()).toEqual([]);
    expect(screen.queryByRole('button', { name: /Replace/ })).toBeNull();
  });

  it('th: replacing keeps the characters that have no plain equivalent', () => {
    const { type, message } = renderIn('th');
    type('โปร “ลด” 50%…');
    fireEvent.click(screen.getByRole('button', { name: 'แทนที่อักขระที่หน้าตาคล้ายกัน (3)' }));
    expect(message.value).toBe('โปร "ลด" 50%...');
    expect(marks()).toEqual(['โปร', 'ลด']);
  });

  it('en: total credits and their price for a number of recipients', () => {
    const { t, type, setRecipients } = renderIn('en');
    type('a'.repeat(161)); // 2 credits each
    expect(figure(t.totalCredits)).toBe('2');
    expect(figure(t.cost)).toBe(
      'No price range covers 2 credits, so no price can be shown. Please contact admin for more information.',
    );
    setRecipients('1,000');
    expect(figure(t.totalCredits)).toBe('2,000');
    expect(figure(t.cost)).toBe('THB 500.00');
    setRecipients('100000');
    expect(figure(t.totalCredits)).toBe('200,000');
    expect(figure(t.cost)).toBe('THB 44,000.00');
  });

  it('th: total and cost in Thai', () => {
    const { t, type, setRecipients } = renderIn('th');
    type('สวัสดีค่ะ'); // 9 characters, 1 credit
    setRecipients('5000');
    expect(figure('เครดิตที่ใช้ทั้งหมด')).toBe('5,000');
    expect(figure(t.cost)).toBe('฿1,250.00');
    setRecipients('3');
    expect(figure(t.cost)).toBe('ไม่พบช่วงราคาสำหรับ 3 เครดิต จึงแสดงราคาไม่ได้ กรุณาติดต่อผู้ดูแลระบบเพื่อสอบถามข้อมูลเพิ่มเติม');
  });

  const recipientsError = {
    en: 'Enter a whole number of recipients from 1 to 100,000.',
    th: 'กรุณาใส่จำนวนผู้รับเป็นจำนวนเต็มตั้งแต่ 1 ถึง 100,000',
  };

  it.each([
    ['en', '0'],
    ['en', '100001'],
    ['th', '1.5'],
    ['th', 'abc'],
  ] as const)('%s: rejects %s recipients with a message linked to the field', (locale, value) => {
    const { t, type, setRecipients, recipients } = renderIn(locale);
    expect(screen.getByText(t.recipientsHelp.replace('{max, number}', '100,000'))).toBeTruthy();
    type('Hello');
    setRecipients(value);
    expect(recipients.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText(recipientsError[locale]);
    expect(recipients.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(screen.queryByText(t.totalCredits)).toBeNull();
  });

  it('en: announces a summary once typing pauses', () => {
    vi.useFakeTimers();
    const { type, setRecipients, container } = renderIn('en');
    const live = container.querySelector('[aria-live="polite"]');
    setRecipients('10');
    type('H');
    type('Hi');
    expect(live?.textContent).toBe('');
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(live?.textContent).toBe('2 characters, English rate, 1 credit per recipient, 10 credits in total.');
  });
});
