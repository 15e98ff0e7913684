import 'server-only';

/**
 * The CMS content source: Payload's Local API in-process, one query per read with `locale: 'all'`
 * (documents typed by ./all-locales.ts), mapped to the locale asked for by ./map.ts. It implements
 * every read of lib/content/reads.ts. The loaders are exported for the legacy API, which maps the
 * same documents to every locale at once.
 */
import type { DataFromCollectionSlug, Payload, Where } from 'payload';

import type { Locale } from '@/i18n/locales';
import { allLocales } from '@/lib/content/cms/all-locales';
import { mapSiteConfig } from '@/lib/content/cms/map-config';
import {
  mapCategory,
  mapCustomer,
  mapPackage,
  mapPopup,
  mapPost,
  mapPostSummary,
  mapPriceRange,
  mapPromotion,
  type PostDoc,
} from '@/lib/content/cms/map';
import { mapFaqEntry, mapLegalPage, mapSitePage } from '@/lib/content/cms/map-pages';
import { ACTIVE, PUBLISHED, publishedConfig } from '@/lib/content/cms/published';
import { payloadClient } from '@/lib/content/payload';
import type { ContentSource } from '@/lib/content/reads';
import {
  activeOnly,
  newestFirst,
  pickPopup,
  sortCustomers,
  sortFaqEntries,
  sortPackages,
  sortPriceRanges,
} from '@/lib/content/rules';
import type { FaqEntry } from '@/lib/content/page-types';

type GetPayload = () => Promise<Payload>;

export type LoaderOptions = {
  /**
   * Read the latest drafts (staff previews) instead of what is published. Without it every read
   * sees published documents only: a draft or an unpublished document never reaches the public.
   */
  draft?: boolean;
};

export function createCmsLoaders(getPayload: GetPayload = payloadClient, { draft = false }: LoaderOptions = {}) {
  // Drafts are read from the versions table (the latest version of each document).
  const visible = (...where: Where[]): Where => ({ and: draft ? where : [...where, PUBLISHED] });
  /** Every matching document, in all locales, no pagination. */
  const all = { locale: 'all', fallbackLocale: false, limit: 0, pagination: false, draft } as const;

  /** Active posts, newest first; without the body unless asked (lists do not need it). */
  async function posts(options: { withBody?: boolean; where?: Where; limit?: number } = {}) {
    const { docs } = await (
      await getPayload()
    ).find({
      ...all,
      collection: 'posts',
      depth: 1,
      where: options.where ? visible(ACTIVE, options.where) : visible(ACTIVE),
      sort: '-publishedAt',
      ...(options.limit ? { limit: options.limit } : {}),
      ...(options.withBody ? {} : { select: { body: false } }),
    });
    return docs.map((doc) => allLocales('posts', doc));
  }

  /** Every visible document of a collection without rich text, in all locales. */
  async function visibleDocs<
    S extends 'packages' | 'price-ranges' | 'promotions' | 'categories' | 'customers' | 'popups',
  >(collection: S, { where = [ACTIVE], sort, depth = 0 }: { where?: Where[]; sort: string; depth?: number }) {
    const { docs } = await (await getPayload()).find({ ...all, collection, depth, where: visible(...where), sort });
    return docs.map((doc) => allLocales(collection, doc));
  }

  /**
   * The document of a fixed page (issue 25): the live row when published (in a preview, the latest
   * draft), else its latest published version: unpublishing a fixed page keeps it on the site.
   */
  async function fixedPage<S extends 'pages' | 'legal-pages'>(collection: S, key: string) {
    type Doc = DataFromCollectionSlug<S>;
    const payload = await getPayload();
    const { docs } = await payload.find({ ...all, collection, depth: 1, where: { key: { equals: key } }, limit: 1 });
    const live = docs[0] as Doc | undefined;
    if (!live) throw new Error(`No ${collection} document "${key}": run npm run db:migrate`);
    if (draft || live._status === 'published') return live;
    const { docs: versions } = await payload.findVersions({
      collection,
      locale: 'all',
      fallbackLocale: false,
      depth: 1,
      where: { and: [{ parent: { equals: live.id } }, { 'version._status': { equals: 'published' } }] },
      sort: '-updatedAt',
      limit: 1,
    });
    return (versions[0]?.version as Doc | undefined) ?? live;
  }

  return {
    config: async () => publishedConfig(await getPayload(), draft),
    posts,
    packages: (where?: Where) =>
      visibleDocs('packages', { where: where ? [ACTIVE, where] : [ACTIVE], sort: 'sortOrder' }),
    priceRanges: () => visibleDocs('price-ranges', { sort: 'minCredits' }),
    promotions: () => visibleDocs('promotions', { sort: 'endDate', depth: 1 }),
    categories: () => visibleDocs('categories', { sort: 'createdAt' }),
    customers: () => visibleDocs('customers', { where: [], sort: 'sortOrder', depth: 1 }),
    popups: () => visibleDocs('popups', { sort: '-updatedAt', depth: 1 }),
    sitePage: async (key: string) => allLocales('pages', await fixedPage('pages', key)),
    legalPage: async (key: string) => allLocales('legal-pages', await fixedPage('legal-pages', key)),
    faqEntries: async () => {
      const where = visible();
      const { docs } = await (
        await getPayload()
      ).find({ ...all, collection: 'faq-entries', depth: 0, where, sort: 'order' });
      return docs.map((doc) => allLocales('faq-entries', doc));
    },
    /** The redirect table has no drafts and nothing localized. */
    redirects: async () =>
      (await (await getPayload()).find({ collection: 'redirects', depth: 0, pagination: false })).docs,
  };
}

export type CmsLoaders = ReturnType<typeof createCmsLoaders>;

/** A fixed page mapped, or an error naming it (a document whose key does not match cannot be shown). */
function fixedPageOf<T>(page: T | null, collection: string, key: string): T {
  if (!page) throw new Error(`The ${collection} document "${key}" has another key`);
  return page;
}

const summaries = (docs: PostDoc[], locale: Locale) =>
  newestFirst(activeOnly(docs).map((doc) => mapPostSummary(doc, locale)));

export function createCmsSource(loaders: CmsLoaders = createCmsLoaders()): ContentSource {
  return {
    siteConfig: async (locale) => mapSiteConfig(await loaders.config(), locale),
    packages: async (locale) =>
      sortPackages(activeOnly(await loaders.packages()).map((doc) => mapPackage(doc, locale))),
    homePackages: async (locale) =>
      sortPackages(
        activeOnly(await loaders.packages({ displayHomePage: { equals: true } })).map((doc) => mapPackage(doc, locale)),
      ),
    priceRanges: async () => sortPriceRanges(activeOnly(await loaders.priceRanges()).map(mapPriceRange)),
    promotions: async (locale) => activeOnly(await loaders.promotions()).map((doc) => mapPromotion(doc, locale)),
    categories: async (locale) => activeOnly(await loaders.categories()).map((doc) => mapCategory(doc, locale)),
    postList: async (locale) => summaries(await loaders.posts(), locale),
    postUpdates: async () =>
      activeOnly(await loaders.posts()).map((doc) => ({
        path: doc.path,
        updatedAt: new Date(doc.updatedAt ?? doc.publishedAt ?? 0).toISOString(),
        category: mapPostSummary(doc, 'th').category?.slug ?? null,
      })),
    // An inactive category shows no articles (their summaries carry no category).
    categoryPosts: async (locale, categoryId) =>
      summaries(await loaders.posts({ where: { category: { equals: categoryId } } }), locale).filter(
        (post) => post.category?.id === categoryId,
      ),
    post: async (locale, path) => {
      const [doc] = activeOnly(await loaders.posts({ withBody: true, where: { path: { equals: path } }, limit: 1 }));
      return doc ? mapPost(doc, locale) : null;
    },
    searchPosts: async (locale) =>
      newestFirst(activeOnly(await loaders.posts({ withBody: true })).map((doc) => mapPost(doc, locale))),
    customers: async () => sortCustomers(await loaders.customers()).map(mapCustomer),
    popup: async (locale) => pickPopup(await loaders.popups(), (doc) => mapPopup(doc, locale)),
    sitePage: async (locale, key) => fixedPageOf(mapSitePage(await loaders.sitePage(key), locale), 'pages', key),
    legalPage: async (locale, key) =>
      fixedPageOf(mapLegalPage(await loaders.legalPage(key), locale), 'legal-pages', key),
    faqEntries: async (locale) =>
      sortFaqEntries(
        (await loaders.faqEntries())
          .map((doc) => mapFaqEntry(doc, locale))
          .filter((entry): entry is FaqEntry => entry !== null),
      ),
    redirects: async () => {
      const table: Record<string, string> = {};
      for (const { from, to } of await loaders.redirects())
        if (typeof from === 'string' && typeof to === 'string' && from !== to) table[from] = to;
      return table;
    },
  };
}
