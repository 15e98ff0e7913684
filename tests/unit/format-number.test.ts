import { describe, expect, it } from 'vitest';

import { formatBaht, formatDate, formatInteger } from '@/lib/format/number';

describe('number and date formatting', () => {
  it('groups whole numbers per locale', () => {
    expect(formatInteger('en', 100000)).toBe('100,000');
    expect(formatInteger('th', 100000)).toBe('100,000');
    expect(formatInteger('vi', 100000)).toBe('100.000');
  });

  it('shows whole baht without decimals and satang with two or more', () => {
    expect(formatBaht('en', 499)).toBe('499');
    expect(formatBaht('en', 29990)).toBe('29,990');
    expect(formatBaht('en', 0.17)).toBe('0.17');
    expect(formatBaht('en', 0.183)).toBe('0.183');
    expect(formatBaht('en', 1234.5)).toBe('1,234.50');
    expect(formatBaht('vi', 0.17)).toBe('0,17');
  });

  it('writes Thai dates in the Buddhist era, in Bangkok time', () => {
    expect(formatDate('th', '2025-12-31T18:00:00Z')).toContain('2569');
    expect(formatDate('en', '2025-12-31T18:00:00Z')).toBe('January 1, 2026');
    expect(formatDate('en', 'not a date')).toBe('');
  });
});
