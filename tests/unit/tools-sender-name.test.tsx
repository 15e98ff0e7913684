// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SenderNameCheckerClient } from '@/components/tools/SenderNameChecker.client';
import { ANNOUNCE_DELAY_MS } from '@/components/tools/useDebouncedValue';
import en from '@/messages/en/tools.json';
import th from '@/messages/th/tools.json';

const messages = { en, th };

function renderIn(locale: keyof typeof messages) {
  const view = render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Bangkok">
      <SenderNameCheckerClient />
    </NextIntlClientProvider>,
  );
  const t = messages[locale].Tools.SenderName;
  const input = screen.getByLabelText(t.label) as HTMLInputElement;
  return { ...view, t, input, type: (value: string) => fireEvent.change(input, { target: { value } }) };
}

/** Texts of the elements that describe the field, in order. */
function descriptions(input: HTMLElement): string[] {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

const listed = () => [...document.querySelectorAll('li')].map((li) => li.textContent);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SenderNameChecker', () => {
  it('en: explains the rules and that the default sender name cannot be edited, before any input', () => {
    const { t, input } = renderIn('en');
    expect(descriptions(input)).toEqual([`${t.help} ${t.defaultNote}`]);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText(/The default sender name of your account cannot be edited\./)).toBeTruthy();
    expect(listed()).toEqual([]);
  });

  it('en: confirms a valid name', () => {
    const { input, type } = renderIn('en');
    type('SABAI2024');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(descriptions(input)[1]).toBe('“SABAI2024” follows all the sender name rules.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('en: lists every broken rule in English, linked to the field', () => {
    const { input, type } = renderIn('en');
    type('my shop!');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(listed()).toEqual([
      'Spaces are not allowed.',
      'Lowercase letters are not allowed: use uppercase A–Z.',
      'Special characters are not allowed: use only A–Z and 0–9.',
    ]);
    expect(descriptions(input)[1]).toContain('This name cannot be used:');
    expect(descriptions(input)[1]).toContain('Spaces are not allowed.');

    type('ABC');
    expect(listed()).toEqual(['Too short: 3 characters. Use at least 4.']);
    type('ABCDEFGHIJKL');
    expect(listed()).toEqual(['Too long: 12 characters. Use at most 11.']);
  });

  it('th: explains Thai script, length and special characters in Thai', () => {
    const { type } = renderIn('th');
    type('สบาย');
    expect(screen.getByText('ใช้ชื่อนี้ไม่ได้:')).toBeTruthy();
    expect(listed()).toEqual(['ห้ามใช้ภาษาไทยหรือภาษาอื่น ใช้ตัวอักษรภาษาอังกฤษ A–Z เท่านั้น']);
    type('A-B');
    expect(listed()).toEqual(['สั้นเกินไป: 3 ตัวอักษร ต้องมีอย่างน้อย 4 ตัวอักษร', 'ห้ามใช้อักขระพิเศษ ใช้ได้เฉพาะ A–Z และ 0–9']);
    type('SABAISMS');
    expect(screen.getByText('“SABAISMS” ถูกต้องตามกฎการตั้งชื่อผู้ส่งทุกข้อ')).toBeTruthy();
  });

  it('th: offers a valid suggestion and applies it with a button', () => {
    const { input, type } = renderIn('th');
    type('Sabai SMS');
    expect(screen.getByText('ชื่อที่แนะนำ: SABAISMS')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ใช้ชื่อ SABAISMS' }));
    expect(input.value).toBe('SABAISMS');
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(listed()).toEqual([]);
  });

  it('en: announces the verdict once typing pauses', () => {
    vi.useFakeTimers();
    const { type, container } = renderIn('en');
    const live = container.querySelector('[aria-live="polite"]');
    type('S');
    type('SM');
    expect(live?.textContent).toBe('');
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(live?.textContent).toBe('This name cannot be used: Too short: 2 characters. Use at least 4.');
    type('SMS1');
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS));
    expect(live?.textContent).toBe('“SMS1” follows all the sender name rules.');
  });
});
