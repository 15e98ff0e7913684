/**
 * Payload documents read with `locale: 'all'` (their types: ./all-locales.ts, derived from the
 * generated cms/payload-types.ts) → domain objects for one locale (pure). Localized fields go
 * through the translation fallback of lib/content/localize.ts, uploads through ./media.ts; the
 * `config` global is mapped in ./map-config.ts.
 */
import type { Locale } from '@/i18n/locales';
import type { AllLocales } from '@/lib/content/cms/all-locales';
import { isMedia, mediaToImage } from '@/lib/content/cms/media';
import { pickLocalized, pickText } from '@/lib/content/localize';
import { hasRichText, lexicalToRichText } from '@/lib/content/richtext';
import { safeUrl } from '@/lib/content/safe-url';
import { POST_TYPES } from '@/lib/content/types';
import type { Category, Customer, Package, Popup, Post, PostSummary, PriceRange, Promotion } from '@/lib/content/types';

export type CategoryDoc = AllLocales<'categories'>;
export type PostDoc = AllLocales<'posts'>;
export type PackageDoc = AllLocales<'packages'>;
export type PriceRangeDoc = AllLocales<'price-ranges'>;
export type PromotionDoc = AllLocales<'promotions'>;
export type CustomerDoc = AllLocales<'customers'>;
export type PopupDoc = AllLocales<'popups'>;

const iso = (value: string | null | undefined): string => new Date(value ?? 0).toISOString();

export function mapCategory(doc: CategoryDoc, locale: Locale): Category {
  const color = doc.color && /^#[0-9a-fA-F]{6}$/.test(doc.color) ? doc.color : '#1a73e8';
  return { id: String(doc.id), slug: doc.slug || String(doc.id), name: pickText(doc.name, locale), color };
}

/** The post's category when it is populated and active. */
function activeCategory(category: PostDoc['category']): CategoryDoc | null {
  return typeof category === 'object' && category !== null && category.isActive === true ? category : null;
}

export function mapPostSummary(doc: PostDoc, locale: Locale): PostSummary {
  const category = activeCategory(doc.category);
  return {
    id: String(doc.id),
    path: doc.path,
    title: pickText(doc.topic, locale),
    metaTitle: pickText(doc.metaTitle, locale),
    metaDescription: pickText(doc.metaDescription, locale),
    metaKeywords: pickText(doc.metaKeywords, locale),
    cover: mediaToImage(pickLocalized(doc.cover, locale, isMedia), locale),
    category: category ? mapCategory(category, locale) : null,
    type: POST_TYPES.find((t) => t === doc.type) ?? 'article',
    publishedAt: iso(doc.publishedAt),
  };
}

export function mapPost(doc: PostDoc, locale: Locale): Post {
  const body = pickLocalized(doc.body, locale, hasRichText);
  return { ...mapPostSummary(doc, locale), body: lexicalToRichText(body, (value) => mediaToImage(value, locale)) };
}

export function mapPackage(doc: PackageDoc, locale: Locale): Package {
  return {
    id: String(doc.id),
    appPackageId: doc.appPackageId,
    name: pickText(doc.packageName, locale),
    isPopular: doc.isPopular === true,
    isRecommended: doc.isRecommend === true,
    displayHomePage: doc.displayHomePage === true,
    credits: doc.credit,
    pricePerMessage: doc.pricePerMessage,
    price: doc.price,
    serviceLife: doc.serviceLife ?? 1,
    serviceLifeUnit: doc.serviceLifeUnit === 'months' ? 'months' : 'years',
    totalUrls: doc.totalUrls ?? 0,
    freeUrlTracking: doc.freeUrlTracking === true,
    sortOrder: doc.sortOrder ?? 0,
  };
}

export function mapPriceRange(doc: PriceRangeDoc): PriceRange {
  return { minCredits: doc.minCredits, maxCredits: doc.maxCredits ?? null, pricePerMessage: doc.pricePerMessage };
}

export function mapPromotion(doc: PromotionDoc, locale: Locale): Promotion {
  return {
    id: String(doc.id),
    code: doc.code,
    title: pickText(doc.title, locale),
    description: pickText(doc.description, locale),
    image: mediaToImage(doc.image, locale),
    startDate: iso(doc.startDate),
    endDate: iso(doc.endDate),
  };
}

/** Customers are shown without a locale: the logo's alt text is the customer's name. */
export function mapCustomer(doc: CustomerDoc): Customer {
  return { id: String(doc.id), name: doc.name, logo: mediaToImage(doc.logo, 'th', doc.name) };
}

export function mapPopup(doc: PopupDoc, locale: Locale): Popup | null {
  const image = mediaToImage(doc.image, locale);
  if (!image) return null;
  return { id: String(doc.id), name: doc.name, image, url: safeUrl(doc.urlRedirect) };
}
