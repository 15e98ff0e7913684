/**
 * Documents of the page collections read with `locale: 'all'` → the page types of
 * lib/content/page-types.ts for one locale (pure). Every text goes through the translation fallback
 * on its own (a list row untranslated in Chinese shows its English text, then Thai), so no section
 * is ever empty while Thai has it; rich text is mapped to the site's node tree, which keeps only what
 * it can render safely (lib/content/richtext.ts).
 */
import type { Locale } from '@/i18n/locales';
import { isObject, localized, text } from '@/lib/content/cms/localized';
import { isMedia, mediaToImage } from '@/lib/content/cms/media';
import type { L } from '@/lib/content/cms/raw';
import type {
  FaqEntry,
  HomeContent,
  LegalPage,
  PageSeo,
  SectionImage,
  ServiceCard,
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

type Doc = Record<string, unknown>;

/** A group of a document (`home.hero`), {} when absent. */
function group(doc: unknown, ...path: string[]): Doc {
  let at: unknown = doc;
  for (const part of path) at = isObject(at) ? at[part] : undefined;
  return isObject(at) ? at : {};
}

function rows(value: unknown): Doc[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

/** Rows of a list, mapped, without those whose texts are empty in every language. */
function list<T>(value: unknown, map: (row: Doc) => T, present: (item: T) => boolean): T[] {
  return rows(value).map(map).filter(present);
}

const lines = (value: unknown, locale: Locale) =>
  list(
    value,
    (row) => text(row.text as L<string>, locale),
    (line) => line !== '',
  );

const titled = (value: unknown, locale: Locale): TitledText[] =>
  list(
    value,
    (row) => ({ title: text(row.title as L<string>, locale), text: text(row.text as L<string>, locale) }),
    (item) => item.title !== '' || item.text !== '',
  );

function richText(value: unknown, locale: Locale): RichText {
  const state = localized(value as L<unknown>, locale, hasRichText);
  return lexicalToRichText(state, (upload) => mediaToImage(upload, locale));
}

function sectionImage(value: unknown, locale: Locale): SectionImage {
  const holder = group(value);
  const image = mediaToImage(holder.media, locale);
  return { image, alt: text(holder.alt as L<string>, locale) || image?.alt || '' };
}

function seo(doc: Doc, locale: Locale): PageSeo {
  const holder = group(doc, 'seo');
  const image = localized(holder.image as L<unknown>, locale, isMedia);
  return {
    title: text(holder.title as L<string>, locale) || text(doc.title as L<string>, locale),
    description: text(holder.description as L<string>, locale),
    image: mediaToImage(image, locale),
  };
}

function home(doc: Doc, locale: Locale): HomeContent {
  const t = (...path: string[]) => {
    const name = path.pop()!;
    return text(group(doc, 'home', ...path)[name] as L<string>, locale);
  };
  const hero = group(doc, 'home', 'hero');
  const price = Number(hero.startingPrice);
  return {
    hero: {
      eyebrow: t('hero', 'eyebrow'),
      lead: t('hero', 'lead'),
      startingPrice: Number.isFinite(price) && price >= 0 ? price : 0,
      priceText: t('hero', 'priceText'),
      points: lines(hero.points, locale),
      image: sectionImage(hero.image, locale),
    },
    why: {
      title: t('why', 'title'),
      lead: t('why', 'lead'),
      items: list(
        group(doc, 'home', 'why').items,
        (row) => ({
          icon: typeof row.icon === 'string' ? row.icon : 'check',
          title: text(row.title as L<string>, locale),
          text: text(row.text as L<string>, locale),
        }),
        (item) => item.title !== '' || item.text !== '',
      ),
    },
    services: { title: t('services', 'title'), lead: t('services', 'lead') },
    advantages: {
      title: t('advantages', 'title'),
      items: list(
        group(doc, 'home', 'advantages').items,
        (row) => ({
          value: text(row.value as L<string>, locale),
          label: text(row.label as L<string>, locale),
          text: text(row.text as L<string>, locale),
        }),
        (item) => item.value !== '' || item.text !== '',
      ),
    },
    steps: { title: t('steps', 'title'), items: titled(group(doc, 'home', 'steps').items, locale) },
    licence: {
      badge: t('licence', 'badge'),
      title: t('licence', 'title'),
      text: t('licence', 'text'),
      image: sectionImage(group(doc, 'home', 'licence').image, locale),
    },
    trial: {
      title: t('trial', 'title'),
      text: t('trial', 'text'),
      image: sectionImage(group(doc, 'home', 'trial').image, locale),
    },
    lists: {
      packages: { title: t('lists', 'packages', 'title'), lead: t('lists', 'packages', 'lead') },
      customers: { title: t('lists', 'customers', 'title') },
      blog: { title: t('lists', 'blog', 'title') },
    },
  };
}

function service(doc: Doc, locale: Locale): ServiceContent {
  const holder = group(doc, 'service');
  return {
    summary: text(holder.summary as L<string>, locale),
    featuresTitle: text(holder.featuresTitle as L<string>, locale),
    features: titled(holder.features, locale),
    factsTitle: text(holder.factsTitle as L<string>, locale),
    facts: lines(holder.facts, locale),
  };
}

function overview(doc: Doc, locale: Locale): ServicesOverview {
  const holder = group(doc, 'overview');
  const api = group(holder, 'api');
  return {
    figures: list(
      holder.figures,
      (row) => ({ value: text(row.value as L<string>, locale), label: text(row.label as L<string>, locale) }),
      (figure) => figure.value !== '',
    ),
    api: {
      title: text(api.title as L<string>, locale),
      text: text(api.text as L<string>, locale),
      points: lines(api.points, locale),
    },
  };
}

/** What every page has: its name, heading, introduction and SEO. */
function pageBase(doc: Doc, locale: Locale) {
  return {
    title: text(doc.title as L<string>, locale),
    heading: text(doc.heading as L<string>, locale),
    lead: text(doc.lead as L<string>, locale),
    seo: seo(doc, locale),
  };
}

export function isSitePageKey(key: unknown): key is SitePageKey {
  return (SITE_PAGES as readonly unknown[]).includes(key);
}

export function isLegalPageKey(key: unknown): key is LegalPageKey {
  return (LEGAL_PAGES as readonly unknown[]).includes(key);
}

export function mapSitePage(doc: Doc, locale: Locale): SitePage | null {
  const key = doc.key;
  if (!isSitePageKey(key)) return null;
  const cta = group(doc, 'cta');
  const withCta = key === 'services' || isServicePage(key);
  return {
    key,
    ...pageBase(doc, locale),
    home: key === 'home' ? home(doc, locale) : null,
    service: isServicePage(key) ? service(doc, locale) : null,
    overview: key === 'services' ? overview(doc, locale) : null,
    cta: withCta ? { title: text(cta.title as L<string>, locale), text: text(cta.text as L<string>, locale) } : null,
    body: key === 'aboutUs' ? richText(doc.body, locale) : [],
  };
}

export function mapLegalPage(doc: Doc, locale: Locale): LegalPage | null {
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

/** A service page's card; null for other pages. */
export function serviceCard(page: SitePage): ServiceCard | null {
  return isServicePage(page.key) && page.service
    ? { key: page.key, title: page.title, summary: page.service.summary }
    : null;
}

function faqGroup(value: unknown): FaqGroup {
  return (FAQ_GROUPS as readonly unknown[]).includes(value) ? (value as FaqGroup) : 'general';
}

/** An FAQ entry, or null while its question or answer is empty in every language. */
export function mapFaqEntry(doc: Doc, locale: Locale): FaqEntry | null {
  const question = text(doc.question as L<string>, locale);
  const answer = text(doc.answer as L<string>, locale);
  if (!question || !answer) return null;
  return {
    id: String(doc.id),
    anchor: typeof doc.anchor === 'string' && doc.anchor ? doc.anchor : String(doc.id),
    group: faqGroup(doc.group),
    question,
    answer,
  };
}
