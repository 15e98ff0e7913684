import { describe, it, expect } from 'vitest';
import { checkSenderName, SENDER_NAME_MIN, SENDER_NAME_MAX, type SenderNameError } from '../../lib/sms/sender-name';

describe('checkSenderName', () => {
  it('exports the length limits', () => {
    expect(SENDER_NAME_MIN).toBe(4);
    expect(SENDER_NAME_MAX).toBe(11);
  });

  const cases: Array<{ name: string; input: string; errors: SenderNameError[] }> = [
    // boundaries
    { name: '3 chars', input: 'ABC', errors: ['tooShort'] },
    { name: '4 chars', input: 'ABCD', errors: [] },
    { name: '11 chars', input: 'ABCDEFGHIJK', errors: [] },
    { name: '12 chars', input: 'ABCDEFGHIJKL', errors: ['tooLong'] },
    { name: '1 char', input: 'A', errors: ['tooShort'] },
    // allowed
    { name: 'uppercase and digits', input: 'SMSBULK2024', errors: [] },
    { name: 'digits only', input: '1234', errors: [] },
    { name: '11 digits', input: '66812345678', errors: [] },
    // each broken rule
    { name: 'empty', input: '', errors: ['empty'] },
    { name: 'space', input: 'MY SHOP', errors: ['hasSpace'] },
    { name: 'tab', input: 'MY\tSHOP', errors: ['hasSpace'] },
    { name: 'lowercase', input: 'MyShop', errors: ['hasLowercase'] },
    { name: 'Thai', input: 'ร้านค้าABC', errors: ['hasNonLatinScript'] },
    { name: 'Thai digits', input: 'ABC๑๒', errors: ['hasNonLatinScript'] },
    { name: 'Chinese', input: 'SHOP商店', errors: ['hasNonLatinScript'] },
    { name: 'hyphen', input: 'MY-SHOP', errors: ['hasSpecialChar'] },
    { name: 'dot', input: 'SHOP.COM', errors: ['hasSpecialChar'] },
    { name: 'underscore', input: 'MY_SHOP', errors: ['hasSpecialChar'] },
    { name: 'accented Latin', input: 'CAFÉ', errors: ['hasSpecialChar'] },
    { name: 'emoji', input: 'SHOP😀', errors: ['hasSpecialChar'] },
    // several at once, each code once, stable order
    { name: 'short with space and lowercase', input: 'a b', errors: ['tooShort', 'hasSpace', 'hasLowercase'] },
    {
      name: 'long with everything',
      input: 'my shop ร้าน-1!',
      errors: ['tooLong', 'hasSpace', 'hasLowercase', 'hasNonLatinScript', 'hasSpecialChar'],
    },
    { name: 'repeated offenders listed once', input: 'a-b-c-d', errors: ['hasLowercase', 'hasSpecialChar'] },
    { name: 'single space', input: ' ', errors: ['tooShort', 'hasSpace'] },
  ];

  it.each(cases)('$name: $input', ({ input, errors }) => {
    const result = checkSenderName(input);
    expect(result.errors).toEqual(errors);
    expect(result.valid).toBe(errors.length === 0);
  });

  it('counts code points, not UTF-16 units (emoji is 1 character)', () => {
    // 'ABC😀' is 5 UTF-16 units but 4 characters: not tooShort, only the emoji is wrong.
    expect(checkSenderName('ABC😀').errors).toEqual(['hasSpecialChar']);
    // 10 letters + emoji = 11 characters (12 units): not tooLong.
    expect(checkSenderName('ABCDEFGHIJ😀').errors).toEqual(['hasSpecialChar']);
    // Thai vowels/tone marks are separate characters: 'น้ำ' is 3.
    expect(checkSenderName('น้ำ').errors).toEqual(['tooShort', 'hasNonLatinScript']);
  });

  it('returns codes, never sentences', () => {
    const all = checkSenderName('my shop ร้าน-1!').errors;
    for (const code of all) expect(code).toMatch(/^[a-zA-Z]+$/);
  });
});
