/**
 * What a content source provides. Two implement it: the CMS (Payload Local API, default) and the
 * remote legacy API (CONTENT_API_URL). Lists are already filtered to active items and sorted;
 * the date window of promotions and the home cap are applied by lib/content/index.ts.
 */
import type { Locale } from '@/i18n/locales';
import type {
  Category,
  Customer,
  Package,
  Popup,
  Post,
  PostQuery,
  PostSummary,
  PostUpdate,
  PriceRange,
  Promotion,
  SiteConfig,
} from '@/lib/content/types';

export interface ContentSource {
  getSiteConfig(locale: Locale): Promise<SiteConfig>;
  /** Active packages in display order. */
  getPackages(locale: Locale): Promise<Package[]>;
  /** Active ranges by minCredits. */
  getPriceRanges(): Promise<PriceRange[]>;
  /** Promotions with isActive set, whatever their dates (the date window is applied at read time). */
  getActivePromotions(locale: Locale): Promise<Promotion[]>;
  getCategories(locale: Locale): Promise<Category[]>;
  getPosts(locale: Locale, query?: PostQuery): Promise<PostSummary[]>;
  /** Every active post, newest first, without the legacy cap of 199 (paginated lists, feeds). */
  getPostList(locale: Locale): Promise<PostSummary[]>;
  /** Every active post with its body, uncached (the search index keeps its own copy). */
  getSearchPosts(locale: Locale): Promise<Post[]>;
  /**
   * Changes whenever published posts, categories or packages change (count and newest update):
   * cheap enough to ask every second or two.
   */
  getContentVersion(): Promise<string>;
  /** null when missing or inactive. */
  getPost(locale: Locale, path: string): Promise<Post | null>;
  getAllPostPaths(): Promise<string[]>;
  getPostUpdates(): Promise<PostUpdate[]>;
  getCustomers(): Promise<Customer[]>;
  getPopup(locale: Locale): Promise<Popup | null>;
}
