/**
 * Documents of the page collections read with `locale: 'all'` → the page types of
 * lib/content/page-types.ts for one locale (pure). Every text goes through the translation fallback
 * on its own (a list row untranslated in Chinese shows its English text, then Thai), so no section
 * is ever empty while Thai has it; rich text is mapped to the site's node tree, which keeps only what
 * it can render safely (lib/content/richtext.ts).
 */
import type { Locale } from '@/i18n/locales';
import type { AllLocales } from '@/lib/content/cms/all-locales';
import { isMedia, mediaToImage } from '@/lib/content/cms/media';
import { pickLocalized, pickText, type Localized } from '@/lib/content/localize';
import type {
  FaqEntry,
  HomeContent,
  LegalPage,
  PageSeo,
  SectionImage,
  ServiceContent,
  ServicesOverview,
  SitePage,
  TitledText,
} from '@/lib/content/page-types';
import { hasRichText, lexicalToRichText } from '@/lib/content/richtext';
import type { RichText } from '@/lib/content/types';
import {
  FAQ_GROUPS,
  LEGAL_PAGES,
  SITE_PAGES,
  isServicePage,
  type FaqGroup,
  type LegalPageKey,
  type SitePageKey,
} from '@/lib/page-keys';

export type PageDoc = AllLocales<'pages'>;
export type LegalPageDoc = AllLocales<'legal-pages'>;
export type FaqEntryDoc = AllLocales<'faq-entries'>;

type Text = Localized<string> | null | undefined;
/** A list field as read: its rows (an absent group reads as no rows). */
type Rows<T> = readonly T[] | null | undefined;

/** Rows of a list, mapped, without those whose texts are empty in every language. */
function list<R, T>(rows: Rows<R>, map: (row: R) => T, present: (item: T) => boolean): T[] {
  return (rows ?? []).map(map).filter(present);
}

const lines = (rows: Rows<{ text?: Text }>, locale: Locale) =>
  list(
    rows,
    (row) => pickText(row.text, locale),
    (line) => line !== '',
  );

const titled = (rows: Rows<{ title?: Text; text?: Text }>, locale: Locale): TitledText[] =>
  list(
    rows,
    (row) => ({ title: pickText(row.title, locale), text: pickText(row.text, locale) }),
    (item) => item.title !== '' || item.text !== '',
  );

function richText(value: Localized<unknown> | null | undefined, locale: Locale): RichText {
  return lexicalToRichText(pickLocalized(value, locale, hasRichText), (upload) => mediaToImage(upload, locale));
}

type ImageHolder = { media?: unknown; alt?: Text } | null | undefined;
function sectionImage(holder: ImageHolder, locale: Locale): SectionImage {
  const image = mediaToImage(holder?.media, locale);
  return { image, alt: pickText(holder?.alt, locale) || image?.alt || '' };
}

function seo(doc: PageDoc | LegalPageDoc, locale: Locale): PageSeo {
  const holder = doc.seo as Partial<PageDoc['seo']> | undefined;
  return {
    title: pickText(holder?.title, locale) || pickText(doc.title, locale),
    description: pickText(holder?.description, locale),
    image: mediaToImage(pickLocalized(holder?.image, locale, isMedia), locale),
  };
}

function home(doc: PageDoc, locale: Locale): HomeContent {
  const home = (doc.home ?? {}) as Partial<PageDoc['home']>;
  const { hero, why, services, advantages, steps, licence, trial, lists } = home;
  const t = (value: Text) => pickText(value, locale);
  const price = Number(hero?.startingPrice);
  return {
    hero: {
      eyebrow: t(hero?.eyebrow),
      lead: t(hero?.lead),
      startingPrice: Number.isFinite(price) && price >= 0 ? price : 0,
      priceText: t(hero?.priceText),
      points: lines(hero?.points, locale),
      image: sectionImage(hero?.image, locale),
    },
    why: {
      title: t(why?.title),
      lead: t(why?.lead),
      items: list(
        why?.items,
        (row) => ({ icon: typeof row.icon === 'string' ? row.icon : 'check', title: t(row.title), text: t(row.text) }),
        (item) => item.title !== '' || item.text !== '',
      ),
    },
    services: { title: t(services?.title), lead: t(services?.lead) },
    advantages: {
      title: t(advantages?.title),
      items: list(
        advantages?.items,
        (row) => ({ value: t(row.value), label: t(row.label), text: t(row.text) }),
        (item) => item.value !== '' || item.text !== '',
      ),
    },
    steps: { title: t(steps?.title), items: titled(steps?.items, locale) },
    licence: {
      badge: t(licence?.badge),
      title: t(licence?.title),
      text: t(licence?.text),
      image: sectionImage(licence?.image, locale),
    },
    trial: { title: t(trial?.title), text: t(trial?.text), image: sectionImage(trial?.image, locale) },
    lists: {
      packages: { title: t(lists?.packages?.title), lead: t(lists?.packages?.lead) },
      customers: { title: t(lists?.customers?.title) },
      blog: { title: t(lists?.blog?.title) },
    },
  };
}

function service(doc: PageDoc, locale: Locale): ServiceContent {
  const holder = doc.service as Partial<PageDoc['service']> | undefined;
  return {
    summary: pickText(holder?.summary, locale),
    featuresTitle: pickText(holder?.featuresTitle, locale),
    features: titled(holder?.features, locale),
    factsTitle: pickText(holder?.factsTitle, locale),
    facts: lines(holder?.facts, locale),
  };
}

function overview(doc: PageDoc, locale: Locale): ServicesOverview {
  const holder = doc.overview as Partial<PageDoc['overview']> | undefined;
  const api = holder?.api;
  return {
    figures: list(
      holder?.figures,
      (row) => ({ value: pickText(row.value, locale), label: pickText(row.label, locale) }),
      (figure) => figure.value !== '',
    ),
    api: { title: pickText(api?.title, locale), text: pickText(api?.text, locale), points: lines(api?.points, locale) },
  };
}

/** What every page has: its name, heading, introduction and SEO. */
function pageBase(doc: PageDoc | LegalPageDoc, locale: Locale) {
  return {
    title: pickText(doc.title, locale),
    heading: pickText(doc.heading, locale),
    lead: pickText(doc.lead, locale),
    seo: seo(doc, locale),
  };
}

export function isSitePageKey(key: unknown): key is SitePageKey {
  return (SITE_PAGES as readonly unknown[]).includes(key);
}

export function isLegalPageKey(key: unknown): key is LegalPageKey {
  return (LEGAL_PAGES as readonly unknown[]).includes(key);
}

export function mapSitePage(doc: PageDoc, locale: Locale): SitePage | null {
  const key = doc.key;
  if (!isSitePageKey(key)) return null;
  const cta = doc.cta as Partial<PageDoc['cta']> | undefined;
  const withCta = key === 'services' || isServicePage(key);
  return {
    key,
    ...pageBase(doc, locale),
    home: key === 'home' ? home(doc, locale) : null,
    service: isServicePage(key) ? service(doc, locale) : null,
    overview: key === 'services' ? overview(doc, locale) : null,
    cta: withCta ? { title: pickText(cta?.title, locale), text: pickText(cta?.text, locale) } : null,
    body: key === 'aboutUs' ? richText(doc.body, locale) : [],
  };
}

export function mapLegalPage(doc: LegalPageDoc, locale: Locale): LegalPage | null {
  const key = doc.key;
  if (!isLegalPageKey(key)) return null;
  const updated = new Date(String(doc.lastUpdated ?? doc.updatedAt ?? ''));
  return {
    key,
    ...pageBase(doc, locale),
    lastUpdated: Number.isNaN(updated.getTime()) ? new Date(0).toISOString() : updated.toISOString(),
    body: richText(doc.body, locale),
  };
}

function faqGroup(value: unknown): FaqGroup {
  return (FAQ_GROUPS as readonly unknown[]).includes(value) ? (value as FaqGroup) : 'general';
}

/** An FAQ entry, or null while its question or answer is empty in every language. */
export function mapFaqEntry(doc: FaqEntryDoc, locale: Locale): FaqEntry | null {
  const question = pickText(doc.question, locale);
  const answer = pickText(doc.answer, locale);
  if (!question || !answer) return null;
  return {
    id: String(doc.id),
    anchor: typeof doc.anchor === 'string' && doc.anchor ? doc.anchor : String(doc.id),
    group: faqGroup(doc.group),
    question,
    answer,
  };
}
