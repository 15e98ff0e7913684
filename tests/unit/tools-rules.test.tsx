import { describe, expect, it } from 'vitest';

import { analyzeMessage } from '@/lib/sms/credits';
import { codePointLabel, countReplaceable, groupNonGsmChars, splitFlagged } from '@/lib/sms/highlight';
import { parseWholeNumber } from '@/lib/sms/number-input';
import { suggestSenderName } from '@/lib/sms/sender-name';

describe('parseWholeNumber', () => {
  it.each([
    ['25000', 25000],
    [' 25000 ', 25000],
    ['25,000', 25000],
    ['1,000,000', 1000000],
    ['25.000', 25000],
    ['25 000', 25000],
    ['25\u00A0000', 25000],
    ['๒๕๐๐๐', 25000],
    ['２５０００', 25000],
    ['0', 0],
  ])('%j → %d', (text, value) => expect(parseWholeNumber(text)).toBe(value));

  it.each([
    '',
    ' ',
    'abc',
    '-5',
    '1.5',
    '12.5',
    '1,00',
    '1,000.000',
    '1,000,00',
    '25,000.00',
    '1e5',
    '9007199254740993',
  ])('rejects %j', (text) => expect(parseWholeNumber(text)).toBeNull());
});

describe('suggestSenderName', () => {
  it('uppercases and drops what the rules forbid', () => {
    expect(suggestSenderName('Sabai SMS')).toBe('SABAISMS');
    expect(suggestSenderName('my-shop 24')).toBe('MYSHOP24');
    expect(suggestSenderName('สบาย Shop')).toBe('SHOP');
  });
  it('cuts to 11 characters and gives up below 4', () => {
    expect(suggestSenderName('the best sms shop')).toBe('THEBESTSMSS');
    expect(suggestSenderName('ab!')).toBeNull();
    expect(suggestSenderName('สบาย')).toBeNull();
  });
  it('has nothing to suggest for a name that is already valid', () => {
    expect(suggestSenderName('SABAI')).toBeNull();
  });
});

describe('highlighting the characters that force the Thai rate', () => {
  const text = 'A “b” ก😀ก…';
  const { nonGsmChars } = analyzeMessage(text);

  it('groups them by character with their UTF-16 indexes', () => {
    expect(groupNonGsmChars(nonGsmChars)).toEqual([
      { char: '“', codePoint: 'U+201C', replacement: '"', indexes: [2] },
      { char: '”', codePoint: 'U+201D', replacement: '"', indexes: [4] },
      { char: 'ก', codePoint: 'U+0E01', indexes: [6, 9] },
      { char: '😀', codePoint: 'U+1F600', indexes: [7] },
      { char: '…', codePoint: 'U+2026', replacement: '...', indexes: [10] },
    ]);
    expect(countReplaceable(nonGsmChars)).toBe(3);
    expect(codePointLabel('\u00A0')).toBe('U+00A0');
  });

  it('cuts the text into runs that join back to it', () => {
    const runs = splitFlagged(text, nonGsmChars);
    expect(runs).toEqual([
      { text: 'A ', flagged: false },
      { text: '“', flagged: true },
      { text: 'b', flagged: false },
      { text: '”', flagged: true },
      { text: ' ', flagged: false },
      { text: 'ก😀ก…', flagged: true },
    ]);
    expect(runs.map((r) => r.text).join('')).toBe(text);
    expect(splitFlagged('plain', [])).toEqual([{ text: 'plain', flagged: false }]);
    expect(splitFlagged('', [])).toEqual([]);
  });
});
