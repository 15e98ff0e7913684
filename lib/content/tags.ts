/**
 * Cache tags of every content read. The CMS hooks that revalidate (beside each collection)
 * and the revalidation webhook use these same constants.
 */
export const TAGS = {
  config: 'config',
  posts: 'posts',
  categories: 'categories',
  packages: 'packages',
  priceRanges: 'price-ranges',
  promotions: 'promotions',
  customers: 'customers',
  popups: 'popups',
  redirects: 'redirects',
  pages: 'pages',
  legalPages: 'legal-pages',
  faq: 'faq',
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS];

export const ALL_TAGS: readonly Tag[] = Object.values(TAGS);
