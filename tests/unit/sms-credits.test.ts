/** SMS length, encoding and credits (spec §9: 70 Thai or 160 English characters per credit). */
import { describe, it, expect } from 'vitest';

import {
  analyzeMessage,
  totalCredits,
  creditsPerMessage,
  MAX_RECIPIENTS_PER_SEND,
  ENGLISH_CHARS_PER_CREDIT,
  THAI_CHARS_PER_CREDIT,
} from '@/lib/sms/credits';

describe('analyzeMessage: length, encoding and credits', () => {
  const cases: Array<{
    name: string;
    text: string;
    encoding: 'gsm7' | 'unicode';
    length: number;
    credits: number;
  }> = [
    { name: 'empty message', text: '', encoding: 'gsm7', length: 0, credits: 0 },
    { name: 'pure ASCII', text: 'Hello, world!', encoding: 'gsm7', length: 13, credits: 1 },
    { name: '1 English char', text: 'a', encoding: 'gsm7', length: 1, credits: 1 },
    { name: 'exactly 160 English', text: 'a'.repeat(160), encoding: 'gsm7', length: 160, credits: 1 },
    { name: '161 English', text: 'a'.repeat(161), encoding: 'gsm7', length: 161, credits: 2 },
    { name: '320 English', text: 'a'.repeat(320), encoding: 'gsm7', length: 320, credits: 2 },
    { name: '321 English', text: 'a'.repeat(321), encoding: 'gsm7', length: 321, credits: 3 },
    {
      name: 'GSM accented letters stay English',
      text: 'àèéùìòÇØøÅåÄÖÑÜ§äöñü',
      encoding: 'gsm7',
      length: 20,
      credits: 1,
    },
    { name: 'GSM Greek capitals stay English', text: 'ΔΦΓΛΩΠΨΣΘΞ', encoding: 'gsm7', length: 10, credits: 1 },
    { name: 'newline counts 1', text: 'a\nb\r\n', encoding: 'gsm7', length: 5, credits: 1 },
    { name: 'exactly 70 Thai', text: 'ก'.repeat(70), encoding: 'unicode', length: 70, credits: 1 },
    { name: '71 Thai', text: 'ก'.repeat(71), encoding: 'unicode', length: 71, credits: 2 },
    { name: '140 Thai', text: 'ก'.repeat(140), encoding: 'unicode', length: 140, credits: 2 },
    { name: '141 Thai', text: 'ก'.repeat(141), encoding: 'unicode', length: 141, credits: 3 },
    { name: 'Thai with vowels and tone marks', text: 'สวัสดีครับ', encoding: 'unicode', length: 10, credits: 1 },
    { name: 'น้ำ is 3 code units', text: 'น้ำ', encoding: 'unicode', length: 3, credits: 1 },
    { name: '35 × น้ำ = 105 units', text: 'น้ำ'.repeat(35), encoding: 'unicode', length: 105, credits: 2 },
    {
      name: '24 × น้ำ = 72 units (only 24 glyph clusters)',
      text: 'น้ำ'.repeat(24),
      encoding: 'unicode',
      length: 72,
      credits: 2,
    },
    { name: 'mixed Thai-English counts as Thai', text: 'Promo ลด 50%', encoding: 'unicode', length: 12, credits: 1 },
    {
      name: '69 English + 1 Thai = 70 at Thai rate',
      text: 'a'.repeat(69) + 'ก',
      encoding: 'unicode',
      length: 70,
      credits: 1,
    },
    {
      name: '70 English + 1 Thai = 71 at Thai rate',
      text: 'a'.repeat(70) + 'ก',
      encoding: 'unicode',
      length: 71,
      credits: 2,
    },
    {
      name: '150 English + 1 Thai = 3 Thai credits',
      text: 'a'.repeat(150) + 'ก',
      encoding: 'unicode',
      length: 151,
      credits: 3,
    },
    { name: 'single emoji = 2 units', text: '😀', encoding: 'unicode', length: 2, credits: 1 },
    { name: 'emoji with skin tone = 4 units', text: '👍🏽', encoding: 'unicode', length: 4, credits: 1 },
    { name: '68 a + emoji = 70', text: 'a'.repeat(68) + '😀', encoding: 'unicode', length: 70, credits: 1 },
    { name: '69 a + emoji = 71', text: 'a'.repeat(69) + '😀', encoding: 'unicode', length: 71, credits: 2 },
    { name: 'Chinese', text: '你好世界', encoding: 'unicode', length: 4, credits: 1 },
    { name: '71 Chinese', text: '好'.repeat(71), encoding: 'unicode', length: 71, credits: 2 },
    {
      name: 'Vietnamese with diacritics',
      text: 'Xin chào, cảm ơn bạn đã đến',
      encoding: 'unicode',
      length: 27,
      credits: 1,
    },
    { name: '159 a + € = 161', text: 'a'.repeat(159) + '€', encoding: 'gsm7', length: 161, credits: 2 },
    { name: '158 a + € = 160', text: 'a'.repeat(158) + '€', encoding: 'gsm7', length: 160, credits: 1 },
    { name: 'all extension chars', text: '^{}[]~|\\€\f', encoding: 'gsm7', length: 20, credits: 1 },
    { name: '80 × { = 160', text: '{'.repeat(80), encoding: 'gsm7', length: 160, credits: 1 },
    { name: '81 × { = 162', text: '{'.repeat(81), encoding: 'gsm7', length: 162, credits: 2 },
    { name: 'extension char in Thai message counts 1 unit', text: 'ก€', encoding: 'unicode', length: 2, credits: 1 },
    { name: 'curly quotes force Thai rate', text: '‘Hi’ “you”', encoding: 'unicode', length: 10, credits: 1 },
    { name: 'ellipsis forces Thai rate', text: 'Wait…', encoding: 'unicode', length: 5, credits: 1 },
  ];

  it.each(cases)('$name', ({ text, encoding, length, credits }) => {
    const result = analyzeMessage(text);
    expect(result.encoding).toBe(encoding);
    expect(result.length).toBe(length);
    expect(result.credits).toBe(credits);
    expect(result.perCredit).toBe(encoding === 'gsm7' ? 160 : 70);
    expect(creditsPerMessage(text)).toBe(credits);
  });

  it('uses the provider rule 70/160, not 67/153 segments', () => {
    expect(ENGLISH_CHARS_PER_CREDIT).toBe(160);
    expect(THAI_CHARS_PER_CREDIT).toBe(70);
    expect(analyzeMessage('a'.repeat(306)).credits).toBe(2); // 153-segments would give 2, 160 gives 2
    expect(analyzeMessage('a'.repeat(310)).credits).toBe(2); // 153-segments would give 3
    expect(analyzeMessage('ก'.repeat(138)).credits).toBe(2); // 67-segments would give 3
  });
});

describe('totalCredits', () => {
  const cases: Array<[string, string, number, number]> = [
    ['1-credit English × 1', 'Hello', 1, 1],
    ['1-credit English × 1000', 'Hello', 1000, 1000],
    ['2-credit English × 250', 'a'.repeat(161), 250, 500],
    ['2-credit Thai × 3', 'ก'.repeat(71), 3, 6],
    ['empty message', '', 500, 0],
    ['zero recipients', 'Hello', 0, 0],
    ['at the cap', 'ก'.repeat(71), MAX_RECIPIENTS_PER_SEND, 200_000],
  ];
  it.each(cases)('%s', (_name, text, recipients, expected) => {
    expect(totalCredits(text, recipients)).toBe(expected);
  });

  it('caps recipients at 100 000 by throwing a RangeError', () => {
    expect(MAX_RECIPIENTS_PER_SEND).toBe(100_000);
    expect(() => totalCredits('Hello', 100_001)).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects recipients = %s', (n) => {
    expect(() => totalCredits('Hello', n)).toThrow(RangeError);
  });
});
