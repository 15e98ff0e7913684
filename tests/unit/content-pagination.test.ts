import { describe, expect, it } from 'vitest';

import { pageCountOf, pageOf, pagePath, pagerNumbers, parsePageNumber } from '@/lib/content/pagination';

describe('blog pagination', () => {
  const items = Array.from({ length: 25 }, (_, i) => i);

  it('cuts 12 a page and knows the last page', () => {
    expect(pageOf(items, 1)).toMatchObject({ items: items.slice(0, 12), page: 1, pageCount: 3, total: 25 });
    expect(pageOf(items, 3)?.items).toEqual([24]);
    expect(pageOf(items, 4)).toBeNull();
    expect(pageOf(items, 0)).toBeNull();
    expect(pageCountOf(0)).toBe(1);
    expect(pageOf([], 1)?.items).toEqual([]);
  });

  it('accepts only canonical positive integers as page numbers', () => {
    expect(parsePageNumber('2')).toBe(2);
    expect(parsePageNumber('120')).toBe(120);
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '', '2a', '1e3', '9999999']) {
      expect(parsePageNumber(bad), bad).toBeNull();
    }
  });

  it('puts page 1 at the list itself', () => {
    expect(pagePath('/blog', 1)).toBe('/blog');
    expect(pagePath('/blog/category/otp', 4)).toBe('/blog/category/otp/page/4');
  });

  it('shows first, last and two either side, with gaps', () => {
    expect(pagerNumbers(1, 1)).toEqual([1]);
    expect(pagerNumbers(1, 84)).toEqual([1, 2, 3, null, 84]);
    expect(pagerNumbers(40, 84)).toEqual([1, null, 38, 39, 40, 41, 42, null, 84]);
    expect(pagerNumbers(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
