/**
 * Domain objects (one per locale) → legacy API JSON (spec §7 field names plus our extras).
 * The app's legacy endpoints serve this; from-legacy.ts reads it back. Values per language are
 * the resolved ones (translation fallback applied), so an old consumer reading `blogTopic.en`
 * gets the text an English reader of the new site sees.
 */
import { locales } from '@/i18n/locales';
import { richTextToHtml } from '@/lib/legacy-api/html';
import { legacyKeyOf, perLocale, toLegacyText, type LegacyKey, type PerLocale } from '@/lib/legacy-api/locale-keys';
import type {
  LegacyBlog,
  LegacyCategory,
  LegacyConfig,
  LegacyCustomer,
  LegacyPackage,
  LegacyPopup,
  LegacyPromotion,
} from '@/lib/legacy-api/schemas';
import type { Category, Customer, ImageRef, Package, Popup, Post, Promotion, SiteConfig } from '@/lib/content/types';

function each<T, R>(values: PerLocale<T>, fn: (value: T) => R): PerLocale<R> {
  return perLocale((locale) => fn(values[locale]));
}

const th = <T>(perLocale: PerLocale<T>): T => perLocale.th;

function fileName(url: string): string {
  const last = url.split('?')[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function toLegacyConfig(config: PerLocale<SiteConfig>): LegacyConfig {
  const base = th(config);
  return {
    app_domain: base.appDomain,
    free_trial_link: base.freeTrialLink,
    contact: base.contacts.map((contact, index) => ({
      id: contact.id,
      link: contact.link,
      icon: contact.icon,
      is_active: true,
      type: contact.type,
      label: toLegacyText(each(config, (c) => c.contacts[index]?.label ?? '')),
    })),
    email_submit_form: base.emailSubmitForm ?? '',
    phone_number: base.phoneNumber ?? '',
    line_contact: base.lineContact ? { label: base.lineContact.label, link: base.lineContact.link } : null,
    site_name: base.siteName,
    login_link: base.loginLink,
    buy_now_link: base.buyNowLink,
    company_name: toLegacyText(each(config, (c) => c.companyName)),
    address: toLegacyText(each(config, (c) => c.address)),
    bank_accounts: base.bankAccounts.map((account, index) => ({
      bank: toLegacyText(each(config, (c) => c.bankAccounts[index]?.bank ?? '')),
      account_number: account.accountNumber,
      account_name: toLegacyText(each(config, (c) => c.bankAccounts[index]?.accountName ?? '')),
      branch: toLegacyText(each(config, (c) => c.bankAccounts[index]?.branch ?? '')),
    })),
    facebook_page_id: base.facebookPageId ?? '',
    facebook_chat_enabled: base.facebookChatEnabled,
  };
}

export function toLegacyCategory(category: PerLocale<Category>): LegacyCategory {
  return {
    id: th(category).id,
    slug: th(category).slug,
    categoryName: toLegacyText(each(category, (c) => c.name)),
    color: th(category).color,
    isActive: true,
  };
}

type LegacyImageMeta = { width: number; height: number; alt: string };

/** A post in every locale → one legacy blog entry (with blogDetail when the body is given). */
export function toLegacyBlog(post: PerLocale<Post | Omit<Post, 'body'>>): LegacyBlog {
  const base = th(post);
  const files = {} as Record<`file_${LegacyKey}`, string>;
  const fileMeta: Partial<Record<LegacyKey, LegacyImageMeta>> = {};
  const meta = {} as Record<LegacyKey, { title: string; description: string; keywords: string }>;
  const detail = {} as Record<LegacyKey, string>;
  let hasBody = false;
  for (const locale of locales) {
    const key = legacyKeyOf[locale];
    const entry = post[locale];
    files[`file_${key}`] = entry.cover?.url ?? '';
    if (entry.cover) fileMeta[key] = { width: entry.cover.width, height: entry.cover.height, alt: entry.cover.alt };
    meta[key] = { title: entry.metaTitle, description: entry.metaDescription, keywords: entry.metaKeywords };
    if ('body' in entry) {
      hasBody = true;
      detail[key] = richTextToHtml(entry.body);
    }
  }
  return {
    id: base.id,
    path: base.path,
    meta,
    blogTopic: toLegacyText(each(post, (p) => p.title)),
    ...(hasBody ? { blogDetail: detail } : {}),
    ...files,
    file_meta: fileMeta,
    category: base.category?.id ?? null,
    isActive: true,
    createAt: base.publishedAt,
    type: base.type,
  };
}

export function toLegacyPackage(pkg: PerLocale<Package>): LegacyPackage {
  const base = th(pkg);
  return {
    id: base.id,
    appPackageId: base.appPackageId,
    isActive: true,
    packageName: toLegacyText(each(pkg, (p) => p.name)),
    isPopular: base.isPopular,
    isRecommend: base.isRecommended,
    displayHomePage: base.displayHomePage,
    credit: base.credits,
    pricePerMessage: base.pricePerMessage,
    price: base.price,
    serviceLife: base.serviceLife,
    serviceLifeUnit: base.serviceLifeUnit,
    totalUrls: base.totalUrls,
    freeUrlTracking: base.freeUrlTracking,
    sortOrder: base.sortOrder,
  };
}

export function toLegacyCustomer(customer: Customer): LegacyCustomer {
  return {
    id: customer.id,
    name: customer.name,
    logo: customer.logo?.url ?? '',
    logoName: customer.logo ? fileName(customer.logo.url) : '',
    logoWidth: customer.logo?.width ?? null,
    logoHeight: customer.logo?.height ?? null,
  };
}

function imageFields(image: PerLocale<ImageRef | null>) {
  const base = th(image);
  return {
    image_path: base?.url ?? '',
    image_name: base ? fileName(base.url) : '',
    image_width: base?.width ?? null,
    image_height: base?.height ?? null,
    image_alt: toLegacyText(each(image, (img) => img?.alt ?? '')),
  };
}

export function toLegacyPopup(popup: PerLocale<Popup>): LegacyPopup {
  const base = th(popup);
  return {
    id: base.id,
    name: base.name,
    url_redirect: base.url ?? '',
    isActive: true,
    ...imageFields(each(popup, (p) => p.image)),
  };
}

export function toLegacyPromotion(promotion: PerLocale<Promotion>): LegacyPromotion {
  const base = th(promotion);
  return {
    id: base.id,
    code: base.code,
    isActive: true,
    startDate: base.startDate,
    endDate: base.endDate,
    title: toLegacyText(each(promotion, (p) => p.title)),
    description: toLegacyText(each(promotion, (p) => p.description)),
    ...imageFields(each(promotion, (p) => p.image)),
  };
}
