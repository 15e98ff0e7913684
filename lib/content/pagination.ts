/**
 * Paginated lists of the blog (pure): 12 articles a page, newest first, page 1 at the list's own
 * URL and page n at `<list>/page/n`. A page number is a positive integer written without sign or
 * leading zero, so every page has exactly one URL.
 */
export const POSTS_PER_PAGE = 12;

export type Page<T> = {
  items: T[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
};

/** The number in a `/page/<n>` segment, or null when it is not a canonical positive integer. */
export function parsePageNumber(segment: string): number | null {
  if (!/^[1-9][0-9]{0,5}$/.test(segment)) return null;
  return Number(segment);
}

/** How many pages a list of `total` items has (an empty list still has its first page). */
export function pageCountOf(total: number, size: number = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Page `page` of the (already sorted) items, or null past the end. */
export function pageOf<T>(items: readonly T[], page: number, size: number = POSTS_PER_PAGE): Page<T> | null {
  const pageCount = pageCountOf(items.length, size);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  return { items: items.slice((page - 1) * size, page * size), page, pageCount, total: items.length };
}

/** The path of page `page` of the list at `base` (`/blog`, `/blog/category/sms`). */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/**
 * The page numbers a pager shows: the first, the last and two either side of the current page;
 * null marks a gap. Every page stays reachable by walking from any page.
 */
export function pagerNumbers(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return numbers.flatMap((n, i) => (i > 0 && n - numbers[i - 1]! > 1 ? [null, n] : [n]));
}
