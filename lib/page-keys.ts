/**
 * The pages whose words staff edit in the CMS, one fixed document each (issue 25): the keys are
 * those of lib/routes.ts, so a page's document, its route and its preview link agree. The CMS's
 * select options and the site's reads are built from these lists.
 */
import type { PageKey } from '@/lib/routes';

/** The six service pages of spec §2, in menu order. */
export const SERVICE_PAGES = [
  'smsMarketing',
  'smsOtp',
  'locationBased',
  'appointment',
  'ticket',
  'urlTracking',
] as const satisfies readonly PageKey[];

/** Pages of the `pages` collection: home, about, the services and the intro texts of the others. */
export const SITE_PAGES = [
  'home',
  'aboutUs',
  'services',
  ...SERVICE_PAGES,
  'faq',
  'packages',
  'promotions',
  'paymentMethods',
  'contactUs',
] as const satisfies readonly PageKey[];

/** Pages of the `legal-pages` collection: rich text, a "last updated" date, every version kept. */
export const LEGAL_PAGES = ['policy', 'terms', 'cookie'] as const satisfies readonly PageKey[];

export type ServicePageKey = (typeof SERVICE_PAGES)[number];
export type SitePageKey = (typeof SITE_PAGES)[number];
export type LegalPageKey = (typeof LEGAL_PAGES)[number];

export function isServicePage(key: unknown): key is ServicePageKey {
  return (SERVICE_PAGES as readonly unknown[]).includes(key);
}

/** Groups of FAQ entries; the page shows a heading per group only when more than one is in use. */
export const FAQ_GROUPS = ['general', 'prices', 'sending', 'payment', 'accounts'] as const;

export type FaqGroup = (typeof FAQ_GROUPS)[number];
