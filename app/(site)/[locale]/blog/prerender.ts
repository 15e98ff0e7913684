import { POSTS_PER_PAGE } from '@/lib/content/pagination';

/**
 * What of the blog the build renders, for builds that stay short however long the blog grows: the
 * list pages visitors reach first (pages 1 to PRERENDERED_LIST_PAGES of the blog and of each category)
 * and the articles those pages show, the newest PRERENDERED_ARTICLES. Every other list page and article
 * renders on its first request and is kept like a prerendered one (and revalidated with it); all of
 * them are in the sitemap, the lists and the search from the start.
 */
export const PRERENDERED_LIST_PAGES = 3;
export const PRERENDERED_ARTICLES = PRERENDERED_LIST_PAGES * POSTS_PER_PAGE;

/** Page numbers 1 … min(count, PRERENDERED_LIST_PAGES) of a list of `count` pages, as route params. */
export const prerenderedListPages = (count: number) =>
  Array.from({ length: Math.min(count, PRERENDERED_LIST_PAGES) }, (_, i) => String(i + 1));
