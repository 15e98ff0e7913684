import { describe, expect, it } from 'vitest';

import { formatPhone, phoneHref } from '@/lib/format/phone';

describe('formatPhone (spec §2)', () => {
  it('groups 9 digits 2-3-4', () => {
    expect(formatPhone('021234567')).toBe('02-123-4567');
  });

  it('groups 10 digits 3-3-4', () => {
    expect(formatPhone('0812345678')).toBe('081-234-5678');
  });

  it('ignores separators already present', () => {
    expect(formatPhone('081 234 5678')).toBe('081-234-5678');
    expect(formatPhone('02-123-4567')).toBe('02-123-4567');
  });

  it('leaves other lengths as given', () => {
    expect(formatPhone('1234')).toBe('1234');
    expect(formatPhone(' +66812345678 ')).toBe('+66812345678');
  });
});

describe('phoneHref', () => {
  it('keeps digits only, and a leading plus', () => {
    expect(phoneHref('081-234-5678')).toBe('tel:0812345678');
    expect(phoneHref('+66 81 234 5678')).toBe('tel:+66812345678');
  });
});
