import { describe, it, expect } from 'vitest';
import {
  priceWithTaxes,
  VAT_RATE,
  WITHHOLDING_RATE,
  roundToSatang,
  toSatang,
  multiplyToSatang,
} from '../../lib/sms/tax';

describe('tax constants', () => {
  it('VAT 7%, withholding 3%', () => {
    expect(VAT_RATE).toBe(0.07);
    expect(WITHHOLDING_RATE).toBe(0.03);
  });
});

describe('priceWithTaxes', () => {
  const cases: Array<{
    net: number;
    legal: boolean;
    expected: { net: number; vat: number; withholding: number; total: number; toTransfer: number };
  }> = [
    { net: 499, legal: false, expected: { net: 499, vat: 34.93, withholding: 0, total: 533.93, toTransfer: 533.93 } },
    {
      net: 499,
      legal: true,
      expected: { net: 499, vat: 34.93, withholding: 14.97, total: 533.93, toTransfer: 518.96 },
    },
    { net: 1000, legal: true, expected: { net: 1000, vat: 70, withholding: 30, total: 1070, toTransfer: 1040 } },
    { net: 0, legal: true, expected: { net: 0, vat: 0, withholding: 0, total: 0, toTransfer: 0 } },
    // 0.07 × 0.5 = 0.035 → 0.04 (half-up), 0.03 × 0.5 = 0.015 → 0.02
    { net: 0.5, legal: true, expected: { net: 0.5, vat: 0.04, withholding: 0.02, total: 0.54, toTransfer: 0.52 } },
    // 1.005 is stored as 1.00499999…; the decimal the user meant rounds to 1.01
    { net: 1.005, legal: false, expected: { net: 1.01, vat: 0.07, withholding: 0, total: 1.08, toTransfer: 1.08 } },
    // net rounds half-up to 12.35; VAT 0.8645 → 0.86, withholding 0.3705 → 0.37
    {
      net: 12.345,
      legal: true,
      expected: { net: 12.35, vat: 0.86, withholding: 0.37, total: 13.21, toTransfer: 12.84 },
    },
    // 1.5 × 0.07 = 0.105 → 0.11; 1.5 × 0.03 = 0.045 → 0.05
    { net: 1.5, legal: true, expected: { net: 1.5, vat: 0.11, withholding: 0.05, total: 1.61, toTransfer: 1.56 } },
    {
      net: 2990.5,
      legal: true,
      expected: { net: 2990.5, vat: 209.34, withholding: 89.72, total: 3199.84, toTransfer: 3110.12 },
    },
    {
      net: 125000,
      legal: true,
      expected: { net: 125000, vat: 8750, withholding: 3750, total: 133750, toTransfer: 130000 },
    },
    { net: 0.1 + 0.2, legal: false, expected: { net: 0.3, vat: 0.02, withholding: 0, total: 0.32, toTransfer: 0.32 } },
  ];

  it.each(cases)('net $net, legal entity $legal', ({ net, legal, expected }) => {
    expect(priceWithTaxes(net, legal)).toEqual(expected);
  });

  it('toTransfer = total - withholding and total = net + vat (in satang)', () => {
    for (const net of [1, 9.99, 49.5, 333.33, 7777.77]) {
      const r = priceWithTaxes(net, true);
      expect(toSatang(r.total)).toBe(toSatang(r.net) + toSatang(r.vat));
      expect(toSatang(r.toTransfer)).toBe(toSatang(r.total) - toSatang(r.withholding));
    }
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects net = %s', (net) => {
    expect(() => priceWithTaxes(net, false)).toThrow(RangeError);
  });
});

describe('satang helpers', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [2.675, 2.68],
    [1.255, 1.26],
    [0.015, 0.02],
    [10, 10],
    [-1.005, -1.01],
    [1e-7, 0],
    [1e21, 1e21],
  ])('roundToSatang(%s) = %s', (input, expected) => {
    expect(roundToSatang(input)).toBe(expected);
  });

  it.each([
    [0.15, 3, 0.45],
    [0.1, 3, 0.3],
    [0.255, 1, 0.26],
    [0.285, 1000, 285],
    [0.1234, 7, 0.86],
    [0.225, 10_001, 2250.23],
  ])('multiplyToSatang(%s, %s) = %s', (a, b, expected) => {
    expect(multiplyToSatang(a, b)).toBe(expected);
  });
});
