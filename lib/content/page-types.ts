/**
 * The pages staff edit in the CMS (issue 25), as the site renders them: one locale, the translation
 * fallback applied field by field (a missing text is the next language's along the chain, never
 * empty), images resolved. Keys and groups are those of lib/page-keys.ts.
 */
import type { FaqGroup, LegalPageKey, ServicePageKey, SitePageKey } from '@/lib/page-keys';
import type { ImageRef, RichText } from '@/lib/content/types';

export type PageSeo = {
  /** Home's is the whole document title; the others' are followed by " | <site name>". */
  title: string;
  description: string;
  /** The share image, or null (none). */
  image: ImageRef | null;
};

/** An image of a section: an uploaded one, or null for the site's own illustration; its alt text. */
export type SectionImage = { image: ImageRef | null; alt: string };

export type TitledText = { title: string; text: string };

export type HomeContent = {
  hero: {
    eyebrow: string;
    lead: string;
    startingPrice: number;
    /** Holds `{price}` once: where the bold, formatted starting price goes. */
    priceText: string;
    points: string[];
    image: SectionImage;
  };
  why: { title: string; lead: string; items: (TitledText & { icon: string })[] };
  services: { title: string; lead: string };
  advantages: { title: string; items: { value: string; label: string; text: string }[] };
  steps: { title: string; items: TitledText[] };
  licence: { badge: string; title: string; text: string; image: SectionImage };
  trial: { title: string; text: string; image: SectionImage };
  lists: { packages: { title: string; lead: string }; customers: { title: string }; blog: { title: string } };
};

export type ServiceContent = {
  summary: string;
  featuresTitle: string;
  features: TitledText[];
  factsTitle: string;
  facts: string[];
};

export type ServicesOverview = {
  figures: { value: string; label: string }[];
  api: { title: string; text: string; points: string[] };
};

type PageBase = {
  /** The page's name: breadcrumbs, service cards, search results. */
  title: string;
  heading: string;
  /** The introduction under the heading ('' on home, which has its hero). */
  lead: string;
  seo: PageSeo;
};

export type SitePage = PageBase & {
  key: SitePageKey;
  home: HomeContent | null;
  service: ServiceContent | null;
  overview: ServicesOverview | null;
  cta: TitledText | null;
  /** About us. */
  body: RichText;
};

export type LegalPage = PageBase & {
  key: LegalPageKey;
  /** ISO date shown to visitors. */
  lastUpdated: string;
  body: RichText;
};

/** A service page as its card shows it (home, the services page). */
export type ServiceCard = { key: ServicePageKey; title: string; summary: string };

export type FaqEntry = {
  id: string;
  /** `#faq-<anchor>` on the FAQ page, the same in every language. */
  anchor: string;
  group: FaqGroup;
  question: string;
  answer: string;
};
