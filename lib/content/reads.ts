/**
 * Every content read, declared once: its arguments and result (the project's own types of
 * ./types.ts, one locale, fallbacks applied), the cache tags of its entry (./tags.ts), whether a
 * staff preview reads it as drafts, and whether the remote legacy API provides it. Everything else
 * is derived from this list:
 *  - `ContentSource` (below): what the CMS source (./cms/source.ts) implements, and the remote
 *    source (./remote/source.ts) for every read not marked `fromCms`;
 *  - ./cached.ts: each read with tags as one entry of Next's data cache;
 *  - ./preview-source.ts: the drafts of a staff preview;
 *  - ./index.ts: `content`, these reads plus the display rules of ./read.ts.
 *
 * Adding a read (README "Adding a content read"): declare it here, implement it in ./cms/source.ts
 * (and ./remote/source.ts, or mark it `fromCms`), add it to the source tests
 * (tests/unit/content-cms.test.ts); a new tag goes in ./tags.ts with the change that expires it.
 */
import type { Locale } from '@/i18n/locales';
import type { FaqEntry, LegalPage, SitePage } from '@/lib/content/page-types';
import { TAGS, tagOf, type Tag } from '@/lib/content/tags';
import type {
  Category,
  Customer,
  Package,
  Popup,
  Post,
  PostSummary,
  PostUpdate,
  PriceRange,
  Promotion,
  SiteConfig,
} from '@/lib/content/types';
import type { LegalPageKey, SitePageKey } from '@/lib/page-keys';

type Options<Args extends unknown[]> = {
  /** The tags of the cache entry, per arguments. Without tags the read is never cached. */
  tags?: (...args: Args) => Tag[];
  /** A staff preview reads the latest drafts (default); false: always what is published. */
  drafts?: boolean;
};

/** A declared read; `types` only carries its argument and result types. */
export type Read<Args extends unknown[], Result, Remote extends boolean> = Options<Args> & {
  remote: Remote;
  types?: (...args: Args) => Result;
};

/** A read both sources provide. */
function read<Args extends unknown[], Result>(options: Options<Args>): Read<Args, Result, true> {
  return { ...options, remote: true };
}

/** A read the legacy API lacks: a site built from the remote API still takes it from the CMS. */
function fromCms<Args extends unknown[], Result>(options: Options<Args>): Read<Args, Result, false> {
  return { ...options, remote: false };
}

const article: Tag[] = [TAGS.categories, TAGS.media];

export const READS = {
  siteConfig: read<[locale: Locale], SiteConfig>({ tags: () => [TAGS.config] }),
  /** Active packages in display order. */
  packages: read<[locale: Locale], Package[]>({ tags: () => [TAGS.packages] }),
  /** Active packages flagged for the home page, in display order (the cap of 3 is a rule of ./read.ts). */
  homePackages: read<[locale: Locale], Package[]>({ tags: () => [TAGS.homePackages] }),
  /** Active price ranges of the custom package calculator, by minCredits. */
  priceRanges: fromCms<[], PriceRange[]>({ tags: () => [TAGS.priceRanges] }),
  /** Active promotions whatever their dates: the date window is applied after the cache (./read.ts). */
  promotions: read<[locale: Locale], Promotion[]>({ tags: () => [TAGS.promotions, TAGS.media] }),
  categories: read<[locale: Locale], Category[]>({ tags: () => [TAGS.categories] }),
  /** Every active article, newest first (lists, feeds, sitemap). */
  postList: read<[locale: Locale], PostSummary[]>({ tags: () => [TAGS.posts, ...article] }),
  /** When each active article last changed, with its category's slug (the sitemap's lastmod). */
  postUpdates: read<[], PostUpdate[]>({ tags: () => [TAGS.posts, TAGS.categories] }),
  /** The active articles of one category (by id), newest first. */
  categoryPosts: read<[locale: Locale, categoryId: string], PostSummary[]>({
    tags: (_locale, categoryId) => [tagOf.categoryPosts(categoryId), ...article],
  }),
  /** One active article by path, or null. */
  post: read<[locale: Locale, path: string], Post | null>({ tags: (_locale, path) => [tagOf.post(path), ...article] }),
  /** Every active article with its body, never cached: the search index keeps its own copy. */
  searchPosts: read<[locale: Locale], Post[]>({ drafts: false }),
  customers: read<[], Customer[]>({ tags: () => [TAGS.customers, TAGS.media] }),
  /** The popup to show, or null. */
  popup: read<[locale: Locale], Popup | null>({ tags: () => [TAGS.popups, TAGS.media] }),
  /** The redirect table (old path → new path), read whole: unknown paths must not each add an entry. */
  redirects: fromCms<[], Record<string, string>>({ tags: () => [TAGS.redirects], drafts: false }),
  /**
   * A fixed page's words (issue 25; the legacy API has no pages): the published page, or while
   * staff have unpublished it, its latest published version (a fixed page never leaves the site).
   */
  sitePage: fromCms<[locale: Locale, key: SitePageKey], SitePage>({
    tags: (_locale, key) => [tagOf.page(key), TAGS.media],
  }),
  /** A legal page (policy, terms, cookies), like `sitePage`. */
  legalPage: fromCms<[locale: Locale, key: LegalPageKey], LegalPage>({
    tags: (_locale, key) => [tagOf.page(key), TAGS.media],
  }),
  /** Published FAQ entries, by group (lib/page-keys.ts) and order; entries empty in every language left out. */
  faqEntries: fromCms<[locale: Locale], FaqEntry[]>({ tags: () => [TAGS.faq] }),
};

export type Reads = typeof READS;
export type ReadName = keyof Reads;

type Signature<N extends ReadName> =
  Reads[N] extends Read<infer Args, infer Result, boolean> ? (...args: Args) => Promise<Result> : never;

/** Every read, as both sources implement it. */
export type ContentSource = { [N in ReadName]: Signature<N> };

type RemoteName = { [N in ReadName]: Reads[N]['remote'] extends true ? N : never }[ReadName];
/** What the remote legacy API provides; the rest comes from the CMS. */
export type RemoteSource = Pick<ContentSource, RemoteName>;

export const READ_NAMES = Object.keys(READS) as ReadName[];

/** A source built read by read from the declaration (./cached.ts, ./preview-source.ts). */
export function sourceOf(make: <N extends ReadName>(name: N) => ContentSource[N]): ContentSource {
  const source: Partial<Record<ReadName, unknown>> = {};
  for (const name of READ_NAMES) source[name] = make(name);
  return source as ContentSource;
}
