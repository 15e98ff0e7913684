import 'server-only';

/**
 * Reads of the pages staff edit in the CMS (issue 25): the fixed pages, the legal pages, the
 * service cards and the FAQ entries, for one locale. Always from the CMS, also on a site built from
 * the remote legacy API, which has no pages. Cached under their tags like every read (a publish
 * revalidates them); a staff preview reads the drafts, fresh. A fixed page cannot leave the site:
 * while its live row is unpublished, the site shows its latest published version.
 */
import type { CollectionSlug, Payload, Where } from 'payload';
import { unstable_cache } from 'next/cache';

import type { Locale } from '@/i18n/locales';
import { duringBuildOr } from '@/lib/content/build-fallback';
import { isLegalPageKey, mapFaqEntry, mapLegalPage, mapSitePage, serviceCard } from '@/lib/content/cms/map-pages';
import { PUBLISHED } from '@/lib/content/cms/published';
import { emptyLegalPage, emptySitePage } from '@/lib/content/empty-pages';
import type { FaqEntry, LegalPage, PageSeo, ServiceCard, SitePage } from '@/lib/content/page-types';
import { payloadClient } from '@/lib/content/payload';
import { isPreviewing } from '@/lib/content/preview';
import { TAGS, type Tag } from '@/lib/content/tags';
import { FAQ_GROUPS, SERVICE_PAGES, type LegalPageKey, type SitePageKey } from '@/lib/page-keys';

type Doc = Record<string, unknown>;

const ALL = { locale: 'all', fallbackLocale: false, depth: 1 } as const;

/** The page of `key`: the live row when published, else its latest published version. */
async function pageDoc(payload: Payload, collection: CollectionSlug, key: string, draft: boolean): Promise<Doc> {
  const { docs } = await payload.find({ collection, ...ALL, where: { key: { equals: key } }, limit: 1, draft });
  const live = docs[0] as Doc | undefined;
  if (!live) throw new Error(`No ${collection} document "${key}": run npm run db:migrate`);
  if (draft || live._status === 'published') return live;
  const versions = await payload.findVersions({
    collection,
    ...ALL,
    where: { and: [{ parent: { equals: live.id } }, { 'version._status': { equals: 'published' } }] },
    sort: '-updatedAt',
    limit: 1,
  });
  return (versions.docs[0]?.version as Doc | undefined) ?? live;
}

async function faqDocs(payload: Payload, draft: boolean): Promise<Doc[]> {
  const where: Where = draft ? {} : PUBLISHED;
  const { docs } = await payload.find({
    collection: 'faq-entries',
    ...ALL,
    depth: 0,
    where,
    sort: 'order',
    limit: 0,
    pagination: false,
    draft,
  });
  return docs as unknown as Doc[];
}

/** FAQ entries by group (the order of lib/page-keys.ts), then by their order. */
function faqEntries(docs: Doc[], locale: Locale): FaqEntry[] {
  const rank = (entry: FaqEntry) => FAQ_GROUPS.indexOf(entry.group);
  return docs
    .map((doc) => mapFaqEntry(doc, locale))
    .filter((entry): entry is FaqEntry => entry !== null)
    .sort((a, b) => rank(a) - rank(b));
}

function logged<T>(name: string, read: () => Promise<T>): Promise<T> {
  return read().catch((error: unknown) => {
    console.error(`[content] ${name} failed`, error);
    throw new Error(`Content read ${name} failed`, { cause: error });
  });
}

type Readers = {
  sitePage: (locale: Locale, key: SitePageKey) => Promise<SitePage>;
  legalPage: (locale: Locale, key: LegalPageKey) => Promise<LegalPage>;
  faq: (locale: Locale) => Promise<FaqEntry[]>;
};

function readers(draft: boolean): Readers {
  return {
    sitePage: async (locale, key) => {
      const page = mapSitePage(await pageDoc(await payloadClient(), 'pages', key, draft), locale);
      if (!page) throw new Error(`The pages document "${key}" has another key`);
      return page;
    },
    legalPage: async (locale, key) => {
      const page = mapLegalPage(await pageDoc(await payloadClient(), 'legal-pages', key, draft), locale);
      if (!page) throw new Error(`The legal-pages document "${key}" has another key`);
      return page;
    },
    faq: async (locale) => faqEntries(await faqDocs(await payloadClient(), draft), locale),
  };
}

const published = readers(false);

function cached<Args extends unknown[], T>(name: string, tag: Tag, read: (...args: Args) => Promise<T>) {
  return unstable_cache((...args: Args) => logged(name, () => read(...args)), ['content', name], { tags: [tag] });
}

const cachedReaders: Readers = {
  sitePage: cached('sitePage', TAGS.pages, published.sitePage),
  legalPage: cached('legalPage', TAGS.legalPages, published.legalPage),
  faq: cached('faqEntries', TAGS.faq, published.faq),
};

/** The drafts in a staff preview, else the cached published pages. */
async function source(): Promise<Readers> {
  return (await isPreviewing()) ? readers(true) : cachedReaders;
}

export async function getSitePage(locale: Locale, key: SitePageKey): Promise<SitePage> {
  return (await source()).sitePage(locale, key);
}

export async function getLegalPage(locale: Locale, key: LegalPageKey): Promise<LegalPage> {
  return (await source()).legalPage(locale, key);
}

/** The six service pages' cards, in menu order. */
export async function getServiceCards(locale: Locale): Promise<ServiceCard[]> {
  const pages = await Promise.all(SERVICE_PAGES.map((key) => getSitePage(locale, key)));
  return pages.map(serviceCard).filter((card): card is ServiceCard => card !== null);
}

/** Published FAQ entries, by group and order. */
export async function getFaqEntries(locale: Locale): Promise<FaqEntry[]> {
  return (await source()).faq(locale);
}

/** For the search index: published only, read fresh (the index keeps its own copy). */
export const searchPages = {
  faq: (locale: Locale) => published.faq(locale),
  services: (locale: Locale) => Promise.all(SERVICE_PAGES.map((key) => published.sitePage(locale, key))),
};

// During the very first build only, a failed read renders the page's empty state (./build-fallback.ts).
export const loadSitePage = (locale: Locale, key: SitePageKey) =>
  duringBuildOr(getSitePage(locale, key), emptySitePage(key));
export const loadLegalPage = (locale: Locale, key: LegalPageKey) =>
  duringBuildOr(getLegalPage(locale, key), emptyLegalPage(key));
export const loadServiceCards = (locale: Locale) => duringBuildOr(getServiceCards(locale), []);

/** The SEO fields of a page, for its metadata. */
export async function loadPageSeo(locale: Locale, key: SitePageKey | LegalPageKey): Promise<PageSeo> {
  const page = isLegalPageKey(key) ? await loadLegalPage(locale, key) : await loadSitePage(locale, key);
  return page.seo;
}
