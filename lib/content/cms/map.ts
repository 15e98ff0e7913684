/**
 * Payload documents read with `locale: 'all'` → domain objects for one locale (pure).
 * With locale 'all', every localized field is an object { th, en, … }; the translation fallback
 * of lib/content/localize.ts picks the value. Unpopulated relations (ids) count as missing.
 */
import type { Locale } from '@/i18n/locales';
import { isPresent, pickLocalized, type Localized } from '@/lib/content/localize';
import type {
  L,
  RawCategory,
  RawConfig,
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
import { isHttpUrl, safeUrl } from '@/lib/content/safe-url';
import { CONTACT_TYPES, POST_TYPES } from '@/lib/content/types';
import type {
  Category,
  ContactChannel,
  Customer,
  ImageRef,
  Package,
  Popup,
  Post,
  PostSummary,
  PriceRange,
  Promotion,
  SiteConfig,
} from '@/lib/content/types';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A localized field with the fallback chain; plain values are returned as they are. */
export function localized<T>(value: L<T>, locale: Locale, present: (v: T) => boolean = isPresent): T | undefined {
  if (value === null || value === undefined) return undefined;
  // An empty object is a localized field with no translation at all.
  if (isObject(value) && (Object.keys(value).length === 0 || Object.keys(value).some((key) => key in LOCALE_KEYS))) {
    return pickLocalized(value as Localized<T>, locale, present);
  }
  return present(value as T) ? (value as T) : undefined;
}
const LOCALE_KEYS: Record<string, true> = { th: true, en: true, 'zh-CN': true, 'zh-TW': true, vi: true };

export function text(value: L<string>, locale: Locale): string {
  const picked = localized(value, locale);
  return typeof picked === 'string' ? picked : '';
}

function isMedia(value: unknown): value is RawMedia {
  return isObject(value) && typeof value.filename === 'string' && typeof value.width === 'number';
}

/** Public URL of an upload: always site-relative, whatever SERVER_URL is. */
export function mediaUrl(filename: string): string {
  return `/api/media/file/${encodeURIComponent(filename)}`;
}

export function mediaToImage(value: unknown, locale: Locale, altOverride?: string): ImageRef | null {
  if (!isMedia(value) || !value.filename || !value.width || !value.height) return null;
  return {
    url: mediaUrl(value.filename),
    width: value.width,
    height: value.height,
    alt: altOverride ?? text(value.alt, locale),
  };
}

const iso = (value: string | null | undefined): string => new Date(value ?? 0).toISOString();

export function mapCategory(doc: RawCategory, locale: Locale): Category {
  const color = doc.color && /^#[0-9a-fA-F]{6}$/.test(doc.color) ? doc.color : '#1a73e8';
  return { id: String(doc.id), name: text(doc.name, locale), color };
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

export function mapSiteConfig(doc: RawConfig, locale: Locale): SiteConfig {
  const contacts: ContactChannel[] = [];
  for (const [index, entry] of (doc.contact ?? []).entries()) {
    const link = safeUrl(entry.link);
    if (entry.isActive === false || !link) continue;
    const type = CONTACT_TYPES.find((t) => t === entry.type) ?? 'other';
    contacts.push({
      id: entry.id ?? String(index),
      type,
      label: text(entry.label, locale),
      link,
      icon: entry.icon || type,
    });
  }
  const lineLink = safeUrl(doc.lineContact?.link);
  const phone = doc.phoneNumber ?? '';
  return {
    siteName: doc.siteName || 'SabaiSMS',
    companyName: text(doc.companyName, locale),
    appDomain: isHttpUrl(doc.appDomain) ? doc.appDomain.trim().replace(/\/+$/, '') : '',
    freeTrialLink: doc.freeTrialLink || '/Register',
    loginLink: doc.loginLink || '/login',
    buyNowLink: doc.buyNowLink || '/Loading',
    contacts,
    emailSubmitForm: doc.emailSubmitForm || null,
    phoneNumber: /^\d{9,10}$/.test(phone) ? phone : null,
    lineContact: lineLink ? { label: doc.lineContact?.label || 'LINE', link: lineLink } : null,
    address: text(doc.address, locale),
    bankAccounts: (doc.bankAccounts ?? []).map((account) => ({
      bank: text(account.bank, locale),
      accountNumber: account.accountNumber ?? '',
      accountName: text(account.accountName, locale),
      branch: text(account.branch, locale) || null,
    })),
    facebookPageId: doc.facebookPageId || null,
    facebookChatEnabled: doc.facebookChatEnabled === true,
  };
}

export type {
  RawCategory,
  RawConfig,
  RawCustomer,
  RawMedia,
  RawPackage,
  RawPopup,
  RawPost,
  RawPriceRange,
  RawPromotion,
} from '@/lib/content/cms/raw';
