/**
 * Payload documents read with `locale: 'all'` → domain objects for one locale (pure). Localized
 * fields go through ./localized.ts, uploads through ./media.ts; the `config` global is mapped in
 * ./map-config.ts.
 */
import type { Locale } from '@/i18n/locales';
import { isObject, localized, text } from '@/lib/content/cms/localized';
import { isMedia, mediaToImage } from '@/lib/content/cms/media';
import type {
  L,
  RawCategory,
  RawCustomer,
  RawMedia,
  RawPackage,
  RawPopup,
  RawPost,
  RawPriceRange,
  RawPromotion,
  Rel,
} from '@/lib/content/cms/raw';
import { hasRichText, lexicalToRichText } from '@/lib/content/richtext';
import { safeUrl } from '@/lib/content/safe-url';
import { POST_TYPES } from '@/lib/content/types';
import type { Category, Customer, Package, Popup, Post, PostSummary, PriceRange, Promotion } from '@/lib/content/types';

const iso = (value: string | null | undefined): string => new Date(value ?? 0).toISOString();

export function mapCategory(doc: RawCategory, locale: Locale): Category {
  const color = doc.color && /^#[0-9a-fA-F]{6}$/.test(doc.color) ? doc.color : '#1a73e8';
  return { id: String(doc.id), slug: doc.slug || String(doc.id), name: text(doc.name, locale), color };
}

export function mapPostSummary(doc: RawPost, locale: Locale): PostSummary {
  const cover = localized<Rel<RawMedia>>(doc.cover as L<Rel<RawMedia>>, locale, isMedia);
  const category = isObject(doc.category) && doc.category.isActive === true ? mapCategory(doc.category, locale) : null;
  return {
    id: String(doc.id),
    path: doc.path,
    title: text(doc.topic, locale),
    metaTitle: text(doc.metaTitle, locale),
    metaDescription: text(doc.metaDescription, locale),
    metaKeywords: text(doc.metaKeywords, locale),
    cover: mediaToImage(cover, locale),
    category,
    type: POST_TYPES.find((t) => t === doc.type) ?? 'article',
    publishedAt: iso(doc.publishedAt),
  };
}

export function mapPost(doc: RawPost, locale: Locale): Post {
  const body = localized<unknown>(doc.body, locale, hasRichText);
  return { ...mapPostSummary(doc, locale), body: lexicalToRichText(body, (value) => mediaToImage(value, locale)) };
}

export function mapPackage(doc: RawPackage, locale: Locale): Package {
  return {
    id: String(doc.id),
    appPackageId: doc.appPackageId,
    name: text(doc.packageName, locale),
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

export function mapPriceRange(doc: RawPriceRange): PriceRange {
  return { minCredits: doc.minCredits, maxCredits: doc.maxCredits ?? null, pricePerMessage: doc.pricePerMessage };
}

export function mapPromotion(doc: RawPromotion, locale: Locale): Promotion {
  return {
    id: String(doc.id),
    code: doc.code,
    title: text(doc.title, locale),
    description: text(doc.description, locale),
    image: mediaToImage(doc.image, locale),
    startDate: iso(doc.startDate),
    endDate: iso(doc.endDate),
  };
}

/** Customers are shown without a locale: the logo's alt text is the customer's name. */
export function mapCustomer(doc: RawCustomer): Customer {
  return { id: String(doc.id), name: doc.name, logo: mediaToImage(doc.logo, 'th', doc.name) };
}

export function mapPopup(doc: RawPopup, locale: Locale): Popup | null {
  const image = mediaToImage(doc.image, locale);
  if (!image) return null;
  return { id: String(doc.id), name: doc.name, image, url: safeUrl(doc.urlRedirect) };
}
