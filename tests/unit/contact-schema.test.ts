import { describe, expect, it } from 'vitest';

import type { FieldErrors } from '@/lib/contact/fields';
import { parseContact } from '@/lib/contact/schema';

const valid = {
  name: 'สมชาย ใจดี',
  email: 'somchai@example.co.th',
  phone: '0812345678',
  service: 'salesCallback',
  message: 'อยากทราบราคาแพ็กเกจ 10,000 ข้อความ',
};

function errorsOf(input: unknown): FieldErrors {
  const result = parseContact(input);
  if (result.ok) throw new Error('expected the input to be refused');
  return result.errors;
}

describe('contact form schema (spec §5)', () => {
  it('accepts a complete submission, trims it and keeps the phone as digits', () => {
    const result = parseContact({ ...valid, name: '  สมชาย ใจดี ', phone: '081-234 5678' });
    expect(result).toEqual({ ok: true, data: { ...valid } });
  });

  it('needs the e-mail, with its own message, and a well-formed one', () => {
    expect(errorsOf({ ...valid, email: '' }).email).toBe('emailRequired');
    expect(errorsOf({ ...valid, email: undefined }).email).toBe('emailRequired');
    expect(errorsOf({ ...valid, email: 'somchai@' }).email).toBe('emailInvalid');
    expect(errorsOf({ ...valid, email: 'a@b.co\r\nBcc: victim@example.com' }).email).toBe('emailInvalid');
  });

  it('takes Thai phone numbers only: 0 + 9 digits or 66 + 9 digits', () => {
    for (const phone of ['0812345678', '66812345678', '081 234-5678'])
      expect(parseContact({ ...valid, phone }).ok).toBe(true);
    for (const phone of [
      '812345678',
      '081234567',
      '08123456789',
      '6681234567',
      '+66812345678',
      '1234567890',
      '0812abc678',
      '02 123 4567',
    ])
      expect(errorsOf({ ...valid, phone }).phone, phone).toBe('phoneInvalid');
  });

  it('needs every field', () => {
    expect(errorsOf({})).toEqual({
      name: 'required',
      email: 'emailRequired',
      phone: 'required',
      service: 'required',
      message: 'required',
    });
    expect(errorsOf({ ...valid, name: '   ' }).name).toBe('required');
    expect(errorsOf({ ...valid, service: '' }).service).toBe('required');
    expect(errorsOf({ ...valid, service: 'sales' }).service).toBe('required');
  });

  it('refuses what is not an object', () => {
    for (const input of [null, 'text', 42, []]) expect(Object.keys(errorsOf(input))).toHaveLength(5);
  });

  it('caps every field', () => {
    expect(errorsOf({ ...valid, name: 'ก'.repeat(101) }).name).toBe('tooLong');
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@example.com` }).email).toBe('tooLong');
    expect(errorsOf({ ...valid, phone: '0'.repeat(16) }).phone).toBe('tooLong');
    expect(errorsOf({ ...valid, message: 'x'.repeat(100 * 1024) }).message).toBe('tooLong');
    expect(parseContact({ ...valid, message: 'x'.repeat(2000) }).ok).toBe(true);
  });

  it('refuses line breaks in one-line fields but keeps them in the message', () => {
    expect(errorsOf({ ...valid, name: 'Eve\r\nBcc: victim@example.com' }).name).toBe('invalidText');
    expect(parseContact({ ...valid, message: 'line 1\r\nline 2\n\tindented' }).ok).toBe(true);
    expect(errorsOf({ ...valid, message: 'bell \u0007' }).message).toBe('invalidText');
  });

  it('keeps markup as text (it is escaped where it is shown)', () => {
    const result = parseContact({ ...valid, message: '<script>alert(1)</script>' });
    expect(result.ok && result.data.message).toBe('<script>alert(1)</script>');
  });
});
