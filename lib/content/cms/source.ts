import 'server-only';

/**
 * The CMS content source: Payload's Local API in-process, one query per read with `locale: 'all'`
 * (documents typed by ./all-locales.ts), mapped to the locale asked for by ./map.ts. It implements
 * every read of lib/content/reads.ts. The loaders are exported for the legacy API, which maps the
 * same documents to every locale at once.
 */
import type { Payload, Where } from 'payload';

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
import { ACTIVE, PUBLISHED, publishedConfig } from '@/lib/content/cms/published';
import { payloadClient } from '@/lib/content/payload';
import type { ContentSource } from '@/lib/content/reads';
import { activeOnly, newestFirst, pickPopup, sortCustomers, sortPackages, sortPriceRanges } from '@/lib/content/rules';

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
    /** The redirect table has no drafts and nothing localized. */
    redirects: async () =>
      (await (await getPayload()).find({ collection: 'redirects', depth: 0, pagination: false })).docs,
  };
}

export type CmsLoaders = ReturnType<typeof createCmsLoaders>;

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
    redirects: async () => {
      const table: Record<string, string> = {};
      for (const { from, to } of await loaders.redirects())
        if (typeof from === 'string' && typeof to === 'string' && from !== to) table[from] = to;
      return table;
    },
  };
}
