import { describe, it, expect } from 'vitest';
import { seedPackages } from '../../cms/seed/data/packages';
import {
  costOfCredits,
  derivePricePerMessage,
  findPriceRange,
  quoteCustomPackage,
  type PriceRange,
} from '../../lib/sms/pricing';

// Deliberate gap between 50 000 and 60 000 to test "no range".
const ranges: PriceRange[] = [
  { minCredits: 1000, maxCredits: 9999, pricePerMessage: 0.35 },
  { minCredits: 10_000, maxCredits: 49_999, pricePerMessage: 0.29 },
  { minCredits: 50_000, maxCredits: 50_000, pricePerMessage: 0.255 },
  { minCredits: 60_000, maxCredits: null, pricePerMessage: 0.225 },
];

describe('findPriceRange', () => {
  const cases: Array<[string, number, PriceRange | null]> = [
    ['below the smallest minimum', 999, null],
    ['at the first minimum', 1000, ranges[0]!],
    ['inside the first range', 5000, ranges[0]!],
    ['at the first maximum', 9999, ranges[0]!],
    ['at the second minimum', 10_000, ranges[1]!],
    ['at the second maximum', 49_999, ranges[1]!],
    ['single-value range', 50_000, ranges[2]!],
    ['just after a single-value range (gap)', 50_001, null],
    ['in the gap', 55_000, null],
    ['just before the open range (gap)', 59_999, null],
    ['at the open range minimum', 60_000, ranges[3]!],
    ['far into the open-ended top range', 10_000_000, ranges[3]!],
  ];
  it.each(cases)('%s (%s credits)', (_name, credits, expected) => {
    expect(findPriceRange(ranges, credits)).toBe(expected);
  });

  it('returns null with no ranges', () => {
    expect(findPriceRange([], 5000)).toBeNull();
  });

  it('returns null above a closed top range', () => {
    expect(findPriceRange(ranges.slice(0, 2), 50_000)).toBeNull();
  });
});

describe('quoteCustomPackage', () => {
  const cases: Array<[number, { credits: number; pricePerMessage: number; totalPrice: number }]> = [
    [1000, { credits: 1000, pricePerMessage: 0.35, totalPrice: 350 }],
    [1234, { credits: 1234, pricePerMessage: 0.35, totalPrice: 431.9 }],
    [9999, { credits: 9999, pricePerMessage: 0.35, totalPrice: 3499.65 }],
    [10_000, { credits: 10_000, pricePerMessage: 0.29, totalPrice: 2900 }],
    [12_345, { credits: 12_345, pricePerMessage: 0.29, totalPrice: 3580.05 }],
    [50_000, { credits: 50_000, pricePerMessage: 0.255, totalPrice: 12_750 }],
    [60_001, { credits: 60_001, pricePerMessage: 0.225, totalPrice: 13_500.23 }], // 13 500.225 → half-up
    [1_000_000, { credits: 1_000_000, pricePerMessage: 0.225, totalPrice: 225_000 }],
  ];
  it.each(cases)('%s credits', (credits, expected) => {
    expect(quoteCustomPackage(ranges, credits)).toEqual(expected);
    expect(costOfCredits(ranges, credits)).toBe(expected.totalPrice);
  });

  it('rounds float products to satang without artefacts', () => {
    const cheap: PriceRange[] = [{ minCredits: 1, maxCredits: null, pricePerMessage: 0.15 }];
    expect(quoteCustomPackage(cheap, 3)?.totalPrice).toBe(0.45); // 0.15 * 3 = 0.44999999999999996 in floats
    expect(quoteCustomPackage(cheap, 7)?.totalPrice).toBe(1.05);
  });

  it.each([
    ['below minimum', 999],
    ['gap', 55_000],
    ['zero', 0],
    ['negative', -5000],
    ['non-integer', 1500.5],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('returns null for %s', (_name, credits) => {
    expect(findPriceRange(ranges, credits)).toBeNull();
    expect(quoteCustomPackage(ranges, credits)).toBeNull();
    expect(costOfCredits(ranges, credits)).toBeNull();
  });
});

describe('derivePricePerMessage (a package’s price per message)', () => {
  it('is price ÷ credits to the 0.001 baht, rounded half up', () => {
    expect(derivePricePerMessage(1090, 5400)).toBe(0.202);
    expect(derivePricePerMessage(1, 2000)).toBe(0.001); // 0.0005 exactly: half up
    expect(derivePricePerMessage(0.99, 2000)).toBe(0); // 0.000495
    expect(derivePricePerMessage(0, 100)).toBe(0);
  });

  it('agrees with every seeded package: today’s figures do not change for visitors', () => {
    for (const pkg of seedPackages)
      expect(derivePricePerMessage(pkg.price, pkg.credit), pkg.appPackageId).toBe(pkg.pricePerMessage);
  });

  it('cannot be made from a missing or impossible price or credit count', () => {
    for (const [price, credits] of [
      [undefined, 10],
      [10, 0],
      [10, 2.5],
      [-1, 10],
      [Number.NaN, 10],
      ['10', 10],
    ]) {
      expect(derivePricePerMessage(price, credits)).toBeNull();
    }
  });
});
