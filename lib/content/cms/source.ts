import 'server-only';

/**
 * The CMS content source: Payload's Local API in-process, one query per read with
 * locale 'all', mapped to each locale by ./map.ts. The loaders are exported for the legacy API
 * (which maps the same documents to every locale at once).
 */
import type { Payload, Where } from 'payload';

import type { Locale } from '@/i18n/locales';
import { ACTIVE, PUBLISHED, publishedConfig } from '@/lib/content/cms/published';
import { payloadClient } from '@/lib/content/payload';
import {
  activeOnly,
  newestFirst,
  pickPopup,
  selectPosts,
  sortCustomers,
  sortPackages,
  sortPriceRanges,
} from '@/lib/content/rules';
import type { ContentSource } from '@/lib/content/source';
import {
  mapCategory,
  mapCustomer,
  mapPackage,
  mapPopup,
  mapPost,
  mapPostSummary,
  mapPriceRange,
  mapPromotion,
} from '@/lib/content/cms/map';
import { mapSiteConfig } from '@/lib/content/cms/map-config';
import type {
  RawCategory,
  RawConfig,
  RawCustomer,
  RawPackage,
  RawPopup,
  RawPost,
  RawPriceRange,
  RawPromotion,
} from '@/lib/content/cms/raw';

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

  async function findAll<T>(
    collection: Parameters<Payload['find']>[0]['collection'],
    args: Partial<Parameters<Payload['find']>[0]> = {},
  ): Promise<T[]> {
    const payload = await getPayload();
    const result = await payload.find({
      collection,
      locale: 'all',
      fallbackLocale: false,
      depth: 1,
      limit: 0,
      pagination: false,
      draft,
      ...args,
    } as Parameters<Payload['find']>[0]);
    return result.docs as unknown as T[];
  }

  return {
    config: async (): Promise<RawConfig> => publishedConfig(await getPayload(), draft),
    packages: () => findAll<RawPackage>('packages', { where: visible(ACTIVE), depth: 0, sort: 'sortOrder' }),
    priceRanges: () => findAll<RawPriceRange>('price-ranges', { where: visible(ACTIVE), depth: 0, sort: 'minCredits' }),
    promotions: () => findAll<RawPromotion>('promotions', { where: visible(ACTIVE), sort: 'endDate' }),
    categories: () => findAll<RawCategory>('categories', { where: visible(ACTIVE), depth: 0, sort: 'createdAt' }),
    /** Active posts; without the body unless asked (lists do not need it). */
    posts: (options: { withBody?: boolean; where?: Where; limit?: number } = {}) =>
      findAll<RawPost>('posts', {
        where: options.where ? visible(ACTIVE, options.where) : visible(ACTIVE),
        sort: '-publishedAt',
        ...(options.limit ? { limit: options.limit } : {}),
        ...(options.withBody ? {} : { select: { body: false } }),
      }),
    /** Count and newest update of what the search shows (FAQ and service pages included): changes on every publish, unpublish and delete. */
    version: async () => {
      const payload = await getPayload();
      const parts = await Promise.all(
        (['posts', 'categories', 'packages', 'faq-entries', 'pages'] as const).map(async (collection) => {
          const { docs, totalDocs } = await payload.find({
            collection,
            where: PUBLISHED,
            sort: '-updatedAt',
            limit: 1,
            depth: 0,
            select: { updatedAt: true },
          });
          return `${totalDocs}@${docs[0]?.updatedAt ?? ''}`;
        }),
      );
      return parts.join('|');
    },
    customers: () => findAll<RawCustomer>('customers', { where: visible(), sort: 'sortOrder' }),
    popups: () => findAll<RawPopup>('popups', { where: visible(ACTIVE), sort: '-updatedAt' }),
  };
}

export type CmsLoaders = ReturnType<typeof createCmsLoaders>;

export function createCmsSource(loaders: CmsLoaders = createCmsLoaders()): ContentSource {
  return {
    getSiteConfig: async (locale: Locale) => mapSiteConfig(await loaders.config(), locale),
    getPackages: async (locale) =>
      sortPackages(activeOnly(await loaders.packages()).map((doc) => mapPackage(doc, locale))),
    getPriceRanges: async () => sortPriceRanges(activeOnly(await loaders.priceRanges()).map(mapPriceRange)),
    getActivePromotions: async (locale) =>
      activeOnly(await loaders.promotions()).map((doc) => mapPromotion(doc, locale)),
    getCategories: async (locale) => activeOnly(await loaders.categories()).map((doc) => mapCategory(doc, locale)),
    getPosts: async (locale, query) =>
      selectPosts(
        activeOnly(await loaders.posts()).map((doc) => mapPostSummary(doc, locale)),
        query,
      ),
    getPostList: async (locale) =>
      newestFirst(activeOnly(await loaders.posts()).map((doc) => mapPostSummary(doc, locale))),
    getSearchPosts: async (locale) =>
      newestFirst(activeOnly(await loaders.posts({ withBody: true })).map((doc) => mapPost(doc, locale))),
    getContentVersion: loaders.version,
    getPost: async (locale, path) => {
      const [doc] = activeOnly(await loaders.posts({ withBody: true, where: { path: { equals: path } }, limit: 1 }));
      return doc ? mapPost(doc, locale) : null;
    },
    getAllPostPaths: async () =>
      newestFirst(activeOnly(await loaders.posts()).map((doc) => mapPostSummary(doc, 'th'))).map((post) => post.path),
    getPostUpdates: async () =>
      activeOnly(await loaders.posts()).map((doc) => ({
        path: doc.path,
        updatedAt: new Date(doc.updatedAt ?? doc.publishedAt ?? 0).toISOString(),
        category: mapPostSummary(doc, 'th').category?.slug ?? null,
      })),
    getCustomers: async () => sortCustomers(await loaders.customers()).map(mapCustomer),
    getPopup: async (locale) => pickPopup(await loaders.popups(), (doc) => mapPopup(doc, locale)),
  };
}
