/**
 * Display rules of spec §5, in one place, as pure functions. Both content sources and the legacy
 * API call them: `activeOnly` on the raw records (CMS documents and legacy API items both carry
 * isActive), the others on domain objects. The CMS's access control asks the database the same
 * promotion rule through `runningPromotionQuery`.
 */
import type { Where } from 'payload';

import type { FaqEntry, ServiceCard, SitePage } from '@/lib/content/page-types';
import type { Package, PostSummary, PriceRange } from '@/lib/content/types';
import { FAQ_GROUPS, isServicePage } from '@/lib/page-keys';

export const HOME_PACKAGE_LIMIT = 3;
/** Blog list default and maximum (spec §7, §9). */
export const DEFAULT_POST_LIMIT = 199;
export const MAX_POST_LIMIT = 199;

/** Lists keep only active items. */
export function activeOnly<T extends { isActive?: boolean | null }>(items: readonly T[]): T[] {
  return items.filter((item) => item.isActive === true);
}

/** Packages in display order: sortOrder, then price, then id. */
export function sortPackages<T extends Pick<Package, 'sortOrder' | 'price' | 'id'>>(packages: readonly T[]): T[] {
  return [...packages].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.price - b.price || a.id.localeCompare(b.id, 'en', { numeric: true }),
  );
}

/** Home page: at most 3 of the (already active, sorted) packages flagged displayHomePage. */
export function homePackages<T extends Pick<Package, 'displayHomePage'>>(packages: readonly T[]): T[] {
  return packages.filter((pkg) => pkg.displayHomePage).slice(0, HOME_PACKAGE_LIMIT);
}

function toIso(value: string | Date): string | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * startDate is not after now and endDate is not before now (both bounds inclusive), compared as
 * normalised ISO-8601 UTC strings as the spec says. Unparseable dates close the window.
 */
export function promotionWindowOpen(promotion: { startDate: string; endDate: string }, now: Date): boolean {
  const start = toIso(promotion.startDate);
  const end = toIso(promotion.endDate);
  const current = toIso(now);
  if (start === null || end === null || current === null) return false;
  return start <= current && end >= current;
}

/**
 * Where now stands against a date window, by the same comparison as `promotionWindowOpen`: before
 * its start, open, or after its end (null when a date is unparseable). The admin's state column and
 * timeline use it to say "scheduled" or "expired" for what the site does not show.
 */
export function windowPhase(
  window: { startDate: string; endDate: string },
  now: Date,
): 'before' | 'open' | 'after' | null {
  if (promotionWindowOpen(window, now)) return 'open';
  const start = toIso(window.startDate);
  const current = toIso(now);
  if (start === null || current === null || toIso(window.endDate) === null) return null;
  return current < start ? 'before' : 'after';
}

/** The whole promotion rule: isActive and inside its date window. */
export function isPromotionActive(
  promotion: { isActive?: boolean | null; startDate: string; endDate: string },
  now: Date,
): boolean {
  return promotion.isActive === true && promotionWindowOpen(promotion, now);
}

/**
 * The same rule as a Payload query (isActive, startDate <= now <= endDate), for readers the
 * database filters: anonymous REST readers of the CMS see only running promotions.
 */
export function runningPromotionQuery(now: Date): Where {
  const iso = now.toISOString();
  return {
    and: [
      { isActive: { equals: true } },
      { startDate: { less_than_equal: iso } },
      { endDate: { greater_than_equal: iso } },
    ],
  };
}

/** Promotions inside their date window, the one ending first first. */
export function runningPromotions<T extends { startDate: string; endDate: string }>(
  promotions: readonly T[],
  now: Date,
): T[] {
  return promotions
    .filter((promotion) => promotionWindowOpen(promotion, now))
    .sort((a, b) => a.endDate.localeCompare(b.endDate));
}

/** Newest first by publication date; ties broken by id (higher first) so the order is stable. */
export function newestFirst<T extends Pick<PostSummary, 'publishedAt' | 'id'>>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id, 'en', { numeric: true }),
  );
}

/** Up to 3 other articles of the same category, newest first (the input is newest first). */
export function relatedPosts<T extends Pick<PostSummary, 'id' | 'category'>>(
  post: T,
  posts: readonly T[],
  limit = 3,
): T[] {
  if (!post.category) return [];
  return posts.filter((other) => other.id !== post.id && other.category?.id === post.category?.id).slice(0, limit);
}

/** Customers by sortOrder, then id (applied to the records that carry sortOrder). */
export function sortCustomers<T extends { id: string | number; sortOrder?: number | null }>(
  customers: readonly T[],
): T[] {
  return [...customers].sort(
    (a, b) =>
      (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || String(a.id).localeCompare(String(b.id), 'en', { numeric: true }),
  );
}

export function sortPriceRanges(ranges: readonly PriceRange[]): PriceRange[] {
  return [...ranges].sort((a, b) => a.minCredits - b.minCredits);
}

/**
 * The popup to show: the first active one (the input is most recently updated first) that `show`
 * can turn into something to display (it has an image), or null.
 */
export function pickPopup<T extends { isActive?: boolean | null }, Shown>(
  popups: readonly T[],
  show: (popup: T) => Shown | null,
): Shown | null {
  for (const popup of activeOnly(popups)) {
    const shown = show(popup);
    if (shown !== null) return shown;
  }
  return null;
}

/** The cards of the service pages (home, /services), in the order given; other pages have none. */
export function serviceCards(pages: readonly SitePage[]): ServiceCard[] {
  return pages.flatMap((page) =>
    isServicePage(page.key) && page.service
      ? [{ key: page.key, title: page.title, summary: page.service.summary }]
      : [],
  );
}

/** FAQ entries by group (the order of lib/page-keys.ts), keeping their order within a group. */
export function sortFaqEntries(entries: readonly FaqEntry[]): FaqEntry[] {
  const rank = (entry: FaqEntry) => FAQ_GROUPS.indexOf(entry.group);
  return [...entries].sort((a, b) => rank(a) - rank(b));
}
