/**
 * Cache tags, in one place: which tags each content read's cache entry carries (declared with the
 * read in ./reads.ts; a page carries the tags of every read it made: README "Which tag each page
 * carries") and which tags each kind of change expires (`changeTags`, called by the CMS hooks of
 * cms/hooks/revalidate.ts). A change expires exactly the pages that show what changed. Every read also
 * carries `content`, which POST /api/revalidate expires.
 */
import type { LegalPage, Package, Page, Post } from '@/cms/payload-types';

export const TAGS = {
  all: 'content',
  config: 'config',
  popups: 'popups',
  packages: 'packages',
  homePackages: 'home-packages',
  priceRanges: 'price-ranges',
  promotions: 'promotions',
  customers: 'customers',
  posts: 'posts',
  categories: 'categories',
  media: 'media',
  redirects: 'redirects',
  faq: 'faq',
} as const;

export type Tag = (typeof TAGS)[keyof typeof TAGS] | `post:${string}` | `category-posts:${string}` | `page:${string}`;

/** Tags of one document. */
export const tagOf = {
  post: (path: string): Tag => `post:${path}`,
  categoryPosts: (categoryId: string): Tag => `category-posts:${categoryId}`,
  /** A fixed page or legal page by its key (lib/page-keys.ts): the page itself, and home's service cards. */
  page: (key: string): Tag => `page:${key}`,
};

/** A change as a hook sees it: the document after (absent when deleted) and before (absent when created). */
export type Change<T> = { doc?: T | null; previousDoc?: T | null };

/** A relation as a hook sees it: an id, or the populated document. */
type Relation = number | string | { id: number | string } | null | undefined;
const idOf = (relation: Relation): string | null =>
  relation === null || relation === undefined ? null : String(typeof relation === 'object' ? relation.id : relation);

function versions<T>({ doc, previousDoc }: Change<T>): T[] {
  return [doc, previousDoc].filter((version): version is T => version !== null && version !== undefined);
}

const unique = (tags: Tag[]): Tag[] => [...new Set(tags)];

/**
 * The tags a change of a document expires, per collection or global slug. An article: its own
 * page (also under its previous path), the lists (home, blog, feeds, sitemap) and its category's
 * pages and related articles (also of its previous category) — not the other articles.
 */
export const changeTags = {
  posts: (change: Change<Pick<Post, 'path'> & { category?: Relation }>): Tag[] =>
    unique([
      TAGS.posts,
      ...versions(change).flatMap(({ path, category }) => {
        const categoryId = idOf(category);
        return [tagOf.post(path), ...(categoryId ? [tagOf.categoryPosts(categoryId)] : [])];
      }),
    ]),
  categories: (): Tag[] => [TAGS.categories],
  packages: (change: Change<Pick<Package, 'displayHomePage'>>): Tag[] => [
    TAGS.packages,
    ...(versions(change).some((version) => version.displayHomePage) ? [TAGS.homePackages] : []),
  ],
  'price-ranges': (): Tag[] => [TAGS.priceRanges],
  promotions: (): Tag[] => [TAGS.promotions],
  customers: (): Tag[] => [TAGS.customers],
  popups: (): Tag[] => [TAGS.popups],
  media: (): Tag[] => [TAGS.media],
  redirects: (): Tag[] => [TAGS.redirects],
  config: (): Tag[] => [TAGS.config],
  /** A fixed page: that page only (its key never changes), and home and /services for a service page's card. */
  pages: (change: Change<Pick<Page, 'key'>>): Tag[] => unique(versions(change).map(({ key }) => tagOf.page(key))),
  'legal-pages': (change: Change<Pick<LegalPage, 'key'>>): Tag[] =>
    unique(versions(change).map(({ key }) => tagOf.page(key))),
  'faq-entries': (): Tag[] => [TAGS.faq],
};
