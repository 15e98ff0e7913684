import { describe, expect, it } from 'vitest';

import { formatDate, formatInteger, moneyFormat, rateFormat } from '@/lib/format/number';

describe('number and date formatting', () => {
  it('groups whole numbers per locale', () => {
    expect(formatInteger('en', 100000)).toBe('100,000');
    expect(formatInteger('th', 100000)).toBe('100,000');
    expect(formatInteger('vi', 100000)).toBe('100.000');
  });

  it("writes baht in each language's one currency notation", () => {
    // CLDR puts a no-break space between a currency code and the amount.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(moneyFormat('th').format(499)).toBe('฿499.00');
    expect(plain(moneyFormat('en').format(29990))).toBe('THB 29,990.00');
    expect(plain(moneyFormat('vi').format(1234.5))).toBe('1.234,50 ฿');
    expect(rateFormat('th').format(0.17)).toBe('฿0.17');
    expect(plain(rateFormat('en').format(0.183))).toBe('THB 0.183');
    expect(plain(rateFormat('zh-CN').format(0.2))).toBe('THB 0.20');
  });

  it('writes Thai dates in the Buddhist era, in Bangkok time', () => {
    expect(formatDate('th', '2025-12-31T18:00:00Z')).toContain('2569');
    expect(formatDate('en', '2025-12-31T18:00:00Z')).toBe('January 1, 2026');
    expect(formatDate('en', 'not a date')).toBe('');
  });
});
