/**
 * Shapes of Payload documents as read with `locale: 'all'` and depth 1: every localized field is
 * an object { th, en, … }; relations are populated documents or bare ids. (payload-types.ts
 * describes single-locale reads, so it does not fit here.)
 */
import type { Localized } from '@/lib/content/localize';

/** A localized value as read with locale 'all' (or a plain value, tolerated). */
export type L<T> = Localized<T> | T | null | undefined;

export type RawMedia = {
  id: number | string;
  filename?: string | null;
  width?: number | null;
  height?: number | null;
  alt?: L<string>;
};
export type Rel<T> = T | number | string | null | undefined;

export type RawCategory = {
  id: number | string;
  slug?: string | null;
  name?: L<string>;
  color?: string | null;
  isActive?: boolean | null;
};
export type RawPost = {
  id: number | string;
  path: string;
  topic?: L<string>;
  metaTitle?: L<string>;
  metaDescription?: L<string>;
  metaKeywords?: L<string>;
  cover?: L<Rel<RawMedia>>;
  category?: Rel<RawCategory>;
  type?: string | null;
  publishedAt?: string | null;
  updatedAt?: string | null;
  isActive?: boolean | null;
  body?: L<unknown>;
};
export type RawPackage = {
  id: number | string;
  appPackageId: string;
  packageName?: L<string>;
  isActive?: boolean | null;
  isPopular?: boolean | null;
  isRecommend?: boolean | null;
  displayHomePage?: boolean | null;
  credit: number;
  pricePerMessage: number;
  price: number;
  serviceLife?: number | null;
  serviceLifeUnit?: 'years' | 'months' | null;
  totalUrls?: number | null;
  freeUrlTracking?: boolean | null;
  sortOrder?: number | null;
};
export type RawPriceRange = {
  minCredits: number;
  maxCredits?: number | null;
  pricePerMessage: number;
  isActive?: boolean | null;
};
export type RawPromotion = {
  id: number | string;
  code: string;
  title?: L<string>;
  description?: L<string>;
  image?: Rel<RawMedia>;
  isActive?: boolean | null;
  startDate: string;
  endDate: string;
};
export type RawCustomer = { id: number | string; name: string; logo?: Rel<RawMedia>; sortOrder?: number | null };
export type RawPopup = {
  id: number | string;
  name: string;
  image?: Rel<RawMedia>;
  urlRedirect?: string | null;
  isActive?: boolean | null;
};
export type RawConfig = {
  siteName?: string | null;
  companyName?: L<string>;
  address?: L<string>;
  appDomain?: string | null;
  freeTrialLink?: string | null;
  loginLink?: string | null;
  buyNowLink?: string | null;
  phoneNumber?: string | null;
  emailSubmitForm?: string | null;
  lineContact?: { label?: string | null; link?: string | null } | null;
  contact?:
    | {
        id?: string | null;
        type?: string | null;
        label?: L<string>;
        link?: string | null;
        icon?: string | null;
        isActive?: boolean | null;
      }[]
    | null;
  facebookPageId?: string | null;
  facebookChatEnabled?: boolean | null;
  bankAccounts?:
    | {
        id?: string | null;
        bank?: L<string>;
        accountNumber?: string | null;
        accountName?: L<string>;
        branch?: L<string>;
      }[]
    | null;
};
