/**
 * Legacy API JSON (already validated by the zod schemas) → domain objects for one locale.
 * The remote content source uses these; they are the inverse of to-legacy.ts. Images without
 * dimensions (an older backend sends none) get nominal ones; renderers size them with CSS.
 */
import type { Locale } from '@/i18n/locales';
import { htmlToRichText } from '@/lib/legacy-api/html-to-richtext';
import { legacyChain, pickLegacyText, type LegacyKey } from '@/lib/legacy-api/locale-keys';
import type {
  ParsedBlog,
  ParsedCategory,
  ParsedConfig,
  ParsedCustomer,
  ParsedPackage,
  ParsedPopup,
  ParsedPromotion,
} from '@/lib/legacy-api/schemas';
import { safeUrl } from '@/lib/content/safe-url';
import { normalizeSiteConfig } from '@/lib/content/site-config';
import { POST_TYPES } from '@/lib/content/types';
import type {
  Category,
  Customer,
  ImageRef,
  Package,
  Popup,
  Post,
  PostSummary,
  Promotion,
  SiteConfig,
} from '@/lib/content/types';

const NOMINAL = {
  cover: { width: 1200, height: 675 },
  logo: { width: 240, height: 120 },
  popup: { width: 800, height: 800 },
  promotion: { width: 800, height: 450 },
};

function toIso(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid date from the content API: ${value}`);
  return date.toISOString();
}

function image(
  url: string | undefined,
  width: number | undefined,
  height: number | undefined,
  alt: string,
  nominal: { width: number; height: number },
): ImageRef | null {
  const safe = safeUrl(url);
  if (!safe) return null;
  const hasSize = width !== undefined && height !== undefined && width > 0 && height > 0;
  return { url: safe, alt, ...(hasSize ? { width, height } : nominal) };
}

export function legacyConfigToDomain(config: ParsedConfig, locale: Locale): SiteConfig {
  return normalizeSiteConfig({
    siteName: config.site_name,
    companyName: pickLegacyText(config.company_name, locale),
    address: pickLegacyText(config.address, locale),
    appDomain: config.app_domain,
    freeTrialLink: config.free_trial_link,
    loginLink: config.login_link,
    buyNowLink: config.buy_now_link,
    // The legacy API flags each channel; one without the flag is not shown.
    contacts: (config.contact ?? []).map((entry) => ({
      ...entry,
      label: pickLegacyText(entry.label, locale),
      isActive: entry.is_active,
    })),
    emailSubmitForm: config.email_submit_form,
    phoneNumber: config.phone_number,
    lineContact: config.line_contact,
    bankAccounts: (config.bank_accounts ?? []).map((account) => ({
      bank: pickLegacyText(account.bank, locale),
      accountNumber: account.account_number,
      accountName: pickLegacyText(account.account_name, locale),
      branch: pickLegacyText(account.branch, locale),
    })),
    facebookPageId: config.facebook_page_id,
    facebookChatEnabled: config.facebook_chat_enabled,
  });
}

export function legacyCategoryToDomain(category: ParsedCategory, locale: Locale): Category {
  return {
    id: category.id,
    // Spec §7 has no slugs (this app's legacy API adds one): otherwise the URL segment is the id.
    slug: category.slug || category.id,
    name: pickLegacyText(category.categoryName, locale),
    color: /^#[0-9a-fA-F]{6}$/.test(category.color) ? category.color : '#1a73e8',
  };
}

function coverOf(blog: ParsedBlog, locale: Locale): ImageRef | null {
  for (const key of legacyChain(locale)) {
    const url = blog[`file_${key}` as `file_${LegacyKey}`];
    if (!url) continue;
    const meta = blog.file_meta?.[key];
    return image(url, meta?.width, meta?.height, meta?.alt ?? '', NOMINAL.cover);
  }
  return null;
}

function metaOf(blog: ParsedBlog, field: 'title' | 'description' | 'keywords', locale: Locale): string {
  const values: Partial<Record<LegacyKey, string>> = {};
  for (const key of legacyChain(locale)) values[key] = blog.meta?.[key]?.[field];
  return pickLegacyText(values, locale);
}

/** categories: the active categories in the same locale (a post's category is joined from them). */
export function legacyBlogToSummary(blog: ParsedBlog, locale: Locale, categories: readonly Category[]): PostSummary {
  return {
    id: blog.id,
    path: blog.path,
    title: pickLegacyText(blog.blogTopic, locale),
    metaTitle: metaOf(blog, 'title', locale),
    metaDescription: metaOf(blog, 'description', locale),
    metaKeywords: metaOf(blog, 'keywords', locale),
    cover: coverOf(blog, locale),
    category:
      categories.find((c) => blog.category !== null && blog.category !== undefined && c.id === blog.category) ?? null,
    type: POST_TYPES.find((t) => t === blog.type) ?? 'article',
    publishedAt: toIso(blog.createAt),
  };
}

export function legacyBlogToPost(blog: ParsedBlog, locale: Locale, categories: readonly Category[]): Post {
  return {
    ...legacyBlogToSummary(blog, locale, categories),
    body: htmlToRichText(pickLegacyText(blog.blogDetail, locale)),
  };
}

export function legacyPackageToDomain(pkg: ParsedPackage, locale: Locale): Package {
  return {
    id: pkg.id,
    appPackageId: pkg.appPackageId || pkg.id,
    name: pickLegacyText(pkg.packageName, locale),
    isPopular: pkg.isPopular,
    isRecommended: pkg.isRecommend,
    displayHomePage: pkg.displayHomePage,
    credits: pkg.credit,
    pricePerMessage: pkg.pricePerMessage,
    price: pkg.price,
    serviceLife: pkg.serviceLife ?? 1,
    serviceLifeUnit: pkg.serviceLifeUnit ?? 'years',
    totalUrls: pkg.totalUrls ?? 0,
    freeUrlTracking: pkg.freeUrlTracking,
    sortOrder: pkg.sortOrder ?? 0,
  };
}

export function legacyCustomerToDomain(customer: ParsedCustomer): Customer {
  return {
    id: customer.id,
    name: customer.name,
    logo: image(customer.logo, customer.logoWidth, customer.logoHeight, customer.name, NOMINAL.logo),
  };
}

export function legacyPopupToDomain(popup: ParsedPopup, locale: Locale): Popup | null {
  const img = image(
    popup.image_path,
    popup.image_width,
    popup.image_height,
    pickLegacyText(popup.image_alt, locale),
    NOMINAL.popup,
  );
  if (!img) return null;
  return { id: popup.id, name: popup.name, image: img, url: safeUrl(popup.url_redirect) };
}

export function legacyPromotionToDomain(promotion: ParsedPromotion, locale: Locale): Promotion {
  return {
    id: promotion.id,
    code: promotion.code.trim().toUpperCase(),
    title: pickLegacyText(promotion.title, locale),
    description: pickLegacyText(promotion.description, locale),
    image: image(
      promotion.image_path,
      promotion.image_width,
      promotion.image_height,
      pickLegacyText(promotion.image_alt, locale),
      NOMINAL.promotion,
    ),
    startDate: toIso(promotion.startDate),
    endDate: toIso(promotion.endDate),
  };
}
