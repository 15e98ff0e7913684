/** The GSM 03.38 alphabet: extension characters, characters outside it and their replacements. */
import { describe, it, expect } from 'vitest';

import { analyzeMessage, replaceReplaceable } from '@/lib/sms/credits';
import { GSM_EXTENSION_CHARS, gsmUnits, isGsmChar } from '@/lib/sms/gsm';

describe('GSM extension table', () => {
  it.each(['^', '{', '}', '[', ']', '~', '|', '\\', '€', '\f'])('%j counts as 2 units', (char) => {
    expect(gsmUnits(char)).toBe(2);
    const result = analyzeMessage('a'.repeat(159) + char);
    expect(result.encoding).toBe('gsm7');
    expect(result.length).toBe(161);
    expect(result.credits).toBe(2);
    expect(result.nonGsmChars).toEqual([]);
  });

  it('has exactly the 10 extension characters', () => {
    expect([...GSM_EXTENSION_CHARS].sort()).toEqual(['\f', '[', '\\', ']', '^', '{', '|', '}', '~', '€'].sort());
  });

  it('classifies single characters', () => {
    expect(gsmUnits('a')).toBe(1);
    expect(gsmUnits('@')).toBe(1);
    expect(gsmUnits('ก')).toBeNull();
    expect(gsmUnits('`')).toBeNull(); // backtick is not in GSM 03.38
    expect(gsmUnits('\u001B')).toBeNull(); // ESC is the escape prefix, not text
    expect(isGsmChar('£')).toBe(true);
    expect(isGsmChar('ạ')).toBe(false);
  });
});

describe('nonGsmChars', () => {
  it('is empty for a GSM message', () => {
    expect(analyzeMessage('Hello {name} €5').nonGsmChars).toEqual([]);
  });

  it('lists Thai characters with UTF-16 index', () => {
    expect(analyzeMessage('Hi ก่').nonGsmChars).toEqual([
      { char: 'ก', index: 3 },
      { char: '\u0E48', index: 4 },
    ]);
  });

  it('lists an emoji as one character, with indexes in UTF-16 units', () => {
    expect(analyzeMessage('a😀b好').nonGsmChars).toEqual([
      { char: '😀', index: 1 },
      { char: '好', index: 4 },
    ]);
  });

  it('flags Vietnamese letters outside GSM (à is GSM, ạ ế ư đ are not)', () => {
    expect(analyzeMessage('à').encoding).toBe('gsm7');
    expect(analyzeMessage('Cảm ơn, đẹp ư? Hạ, Tết').nonGsmChars).toEqual([
      { char: 'ả', index: 1 },
      { char: 'ơ', index: 4 },
      { char: 'đ', index: 8 },
      { char: 'ẹ', index: 9 },
      { char: 'ư', index: 12 },
      { char: 'ạ', index: 16 },
      { char: 'ế', index: 20 },
    ]);
  });

  it('gives replacements for curly quotes, dashes, ellipsis, nbsp', () => {
    expect(analyzeMessage('‘a’ “b” c–d—e f…\u00A0ก').nonGsmChars).toEqual([
      { char: '‘', index: 0, replacement: "'" },
      { char: '’', index: 2, replacement: "'" },
      { char: '“', index: 4, replacement: '"' },
      { char: '”', index: 6, replacement: '"' },
      { char: '–', index: 9, replacement: '-' },
      { char: '—', index: 11, replacement: '-' },
      { char: '…', index: 15, replacement: '...' },
      { char: '\u00A0', index: 16, replacement: ' ' },
      { char: 'ก', index: 17 },
    ]);
  });
});

describe('replaceReplaceable', () => {
  it('makes a curly-quoted message GSM again', () => {
    const text = '“Sale” – don’t miss it…';
    expect(analyzeMessage(text).encoding).toBe('unicode');
    const fixed = replaceReplaceable(text);
    expect(fixed).toBe('"Sale" - don\'t miss it...');
    const result = analyzeMessage(fixed);
    expect(result).toEqual({ encoding: 'gsm7', length: 25, perCredit: 160, credits: 1, nonGsmChars: [] });
  });

  it('replaces non-breaking space and em dash', () => {
    expect(replaceReplaceable('100\u00A0THB—now')).toBe('100 THB-now');
  });

  it('keeps characters without a replacement (Thai rate stays)', () => {
    expect(replaceReplaceable('สวัสดี “คุณ” 😀')).toBe('สวัสดี "คุณ" 😀');
    expect(analyzeMessage(replaceReplaceable('สวัสดี “คุณ”')).encoding).toBe('unicode');
  });

  it('leaves GSM text unchanged', () => {
    expect(replaceReplaceable('Hello {name}, €5 off!')).toBe('Hello {name}, €5 off!');
  });
});
