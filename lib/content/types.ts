/**
 * The project's own content types. Every value is a plain, JSON-serializable object already
 * resolved to ONE locale (translation fallback applied), with image URLs, sizes and alt text
 * resolved. Pages and components see only these types, never Payload or legacy API shapes.
 * Dates are ISO-8601 strings (UTC) so they survive Next's data cache unchanged.
 */
import type { PriceRange } from '@/lib/sms/pricing';

export type { PriceRange };

export type ImageRef = {
  /** Site-relative ("/api/media/file/x.png") for CMS media; verbatim from the remote API otherwise. */
  url: string;
  width: number;
  height: number;
  alt: string;
};

// ---------------------------------------------------------------------------------------------
// Rich text: a small node tree, rendered node by node as React elements. NEVER as raw HTML.
// Links are already checked with isSafeUrl; text is plain text (escape as usual, React does).
// ---------------------------------------------------------------------------------------------

export type RichTextText = {
  type: 'text';
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strikethrough?: true;
  code?: true;
};

export type RichTextLink = {
  type: 'link';
  url: string;
  /** Open in a new tab (render with rel="noopener noreferrer"). */
  newTab?: true;
  children: RichTextText[];
};

export type RichTextInline = RichTextText | RichTextLink | { type: 'linebreak' };

export type RichTextBlock =
  | { type: 'paragraph'; children: RichTextInline[] }
  /** The page title is the h1; body headings start at h2. */
  | { type: 'heading'; level: 2 | 3 | 4; children: RichTextInline[] }
  | { type: 'list'; ordered: boolean; items: { children: RichTextInline[] }[] }
  | { type: 'quote'; children: RichTextInline[] }
  | { type: 'image'; image: ImageRef }
  | { type: 'divider' };

export type RichText = RichTextBlock[];

// ---------------------------------------------------------------------------------------------

export const CONTACT_TYPES = ['phone', 'email', 'line', 'facebook', 'messenger', 'other'] as const;

export type ContactChannelType = (typeof CONTACT_TYPES)[number];

export type ContactChannel = {
  id: string;
  type: ContactChannelType;
  label: string;
  /** A safe URL (tel:, mailto:, https:, line: …). */
  link: string;
  /** Icon key for the site's icon components; defaults to the channel type. */
  icon: string;
};

export type BankAccount = {
  bank: string;
  accountNumber: string;
  accountName: string;
  branch: string | null;
};

export type SiteConfig = {
  siteName: string;
  companyName: string;
  /** Customer application origin without a trailing slash, e.g. https://app.sabaisms.example */
  appDomain: string;
  /** Paths on appDomain. */
  freeTrialLink: string;
  loginLink: string;
  buyNowLink: string;
  /** Active channels only. */
  contacts: ContactChannel[];
  /** Where contact-form mail goes (server use). */
  emailSubmitForm: string | null;
  /** Digits only, 9 or 10 of them; null when not configured. */
  phoneNumber: string | null;
  lineContact: { label: string; link: string } | null;
  address: string;
  bankAccounts: BankAccount[];
  facebookPageId: string | null;
  facebookChatEnabled: boolean;
};

export type Package = {
  id: string;
  appPackageId: string;
  name: string;
  isPopular: boolean;
  isRecommended: boolean;
  displayHomePage: boolean;
  credits: number;
  pricePerMessage: number;
  /** Baht, pre-VAT. */
  price: number;
  serviceLife: number;
  serviceLifeUnit: 'years' | 'months';
  totalUrls: number;
  freeUrlTracking: boolean;
  sortOrder: number;
};

export type Promotion = {
  id: string;
  code: string;
  title: string;
  description: string;
  image: ImageRef | null;
  startDate: string;
  endDate: string;
};

export type Category = {
  id: string;
  /** Its URL segment, the same in every language (/blog/category/<slug>); the id for remote categories. */
  slug: string;
  name: string;
  /** #rrggbb */
  color: string;
};

export const POST_TYPES = ['article', 'news', 'guide', 'case-study'] as const;

export type PostType = (typeof POST_TYPES)[number];

export type PostSummary = {
  id: string;
  path: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  cover: ImageRef | null;
  /** null when the post has no category or its category is inactive. */
  category: Category | null;
  type: PostType;
  /** Shown as the creation date; lists are newest first by it. */
  publishedAt: string;
};

export type Post = PostSummary & { body: RichText };

/** When an active post last changed (the sitemap's lastmod), with its category's slug. */
export type PostUpdate = { path: string; updatedAt: string; category: string | null };

export type Customer = {
  id: string;
  name: string;
  logo: ImageRef | null;
};

export type Popup = {
  id: string;
  name: string;
  image: ImageRef;
  /** Safe URL or site path; null = the popup is not a link. */
  url: string | null;
};
