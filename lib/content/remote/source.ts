import 'server-only';

/**
 * The remote content source: an existing backend that speaks the legacy read API of spec §7
 * (selected when CONTENT_API_URL is set). Every response is validated with the zod schemas of
 * lib/legacy-api and mapped to the same domain objects as the CMS source. What the legacy API
 * lacks (price ranges; redirects live in lib/content/redirects.ts) comes from the CMS.
 */
import axios, { type AxiosInstance } from 'axios';
import { z } from 'zod';

import type { Locale } from '@/i18n/locales';
import { activeOnly, newestFirst, pickPopup, selectPosts, sortPackages } from '@/lib/content/rules';
import type { ContentSource } from '@/lib/content/source';
import type { Category, PriceRange } from '@/lib/content/types';
import {
  legacyBlogToPost,
  legacyBlogToSummary,
  legacyCategoryToDomain,
  legacyConfigToDomain,
  legacyCustomerToDomain,
  legacyPackageToDomain,
  legacyPopupToDomain,
  legacyPromotionToDomain,
} from '@/lib/legacy-api/from-legacy';
import {
  envelopeSchema,
  legacyBlogSchema,
  legacyCategorySchema,
  legacyConfigSchema,
  legacyCustomerSchema,
  legacyPackageSchema,
  legacyPopupPayloadSchema,
  legacyPromotionSchema,
} from '@/lib/legacy-api/schemas';
import { legacyPaths } from '@/lib/legacy-api/paths';

export type RemoteSourceOptions = {
  /** e.g. https://api.example.com or http://127.0.0.1:3000 (injectable for contract tests). */
  baseURL: string;
  /** Sent as "Authorization: Bearer <token>" when set. */
  token?: string;
  timeoutMs?: number;
  /** Price ranges are not in the legacy API; defaults to the CMS. */
  priceRanges?: () => Promise<PriceRange[]>;
};

export function createRemoteClient({ baseURL, token, timeoutMs = 10_000 }: RemoteSourceOptions): AxiosInstance {
  return axios.create({
    baseURL,
    timeout: timeoutMs,
    headers: {
      Accept: 'application/json, text/plain, */*',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}

async function cmsPriceRanges(): Promise<PriceRange[]> {
  const { createCmsSource } = await import('@/lib/content/cms/source');
  return createCmsSource().getPriceRanges();
}

export function createRemoteSource(options: RemoteSourceOptions): ContentSource {
  const client = createRemoteClient(options);

  /** GET path → validated data.data; null on 404 when allowed. */
  async function read<T extends z.ZodType>(
    path: string,
    schema: T,
    params?: Record<string, string | number>,
    allow404 = false,
  ): Promise<z.output<T> | null> {
    const response = await client.get(path, {
      params,
      validateStatus: (status) => status === 200 || (allow404 && status === 404),
    });
    if (response.status === 404) return null;
    const envelope = envelopeSchema(z.unknown()).safeParse(response.data);
    const parsed = envelope.success ? schema.safeParse(envelope.data.data.data) : envelope;
    if (!parsed.success) {
      throw new Error(`Content API ${path}: unexpected response shape`, { cause: parsed.error });
    }
    return parsed.data as z.output<T>;
  }

  async function list<T extends z.ZodType>(path: string, item: T, params?: Record<string, string | number>) {
    const schema = item.array();
    return ((await read(path, schema, params)) ?? []) as z.output<T>[];
  }

  const blogs = () => list(legacyPaths.blogList, legacyBlogSchema, { limit: 199 });
  const categories = async (locale: Locale): Promise<Category[]> =>
    activeOnly(await list(legacyPaths.categoryList, legacyCategorySchema)).map((c) =>
      legacyCategoryToDomain(c, locale),
    );

  return {
    async getSiteConfig(locale) {
      const config = await read(legacyPaths.config, legacyConfigSchema);
      if (!config) throw new Error('Content API: no config');
      return legacyConfigToDomain(config, locale);
    },
    getPackages: async (locale) =>
      sortPackages(
        activeOnly(await list(legacyPaths.packageList, legacyPackageSchema)).map((p) =>
          legacyPackageToDomain(p, locale),
        ),
      ),
    getPriceRanges: () => (options.priceRanges ?? cmsPriceRanges)(),
    getActivePromotions: async (locale) =>
      activeOnly(await list(legacyPaths.promotionList, legacyPromotionSchema)).map((p) =>
        legacyPromotionToDomain(p, locale),
      ),
    getCategories: categories,
    async getPosts(locale, query) {
      const [entries, cats] = await Promise.all([blogs(), categories(locale)]);
      return selectPosts(
        activeOnly(entries).map((blog) => legacyBlogToSummary(blog, locale, cats)),
        query,
      );
    },
    // The legacy API lists at most 199 articles: a remote-built blog paginates those.
    async getPostList(locale) {
      const [entries, cats] = await Promise.all([blogs(), categories(locale)]);
      return newestFirst(activeOnly(entries).map((blog) => legacyBlogToSummary(blog, locale, cats)));
    },
    async getSearchPosts(locale) {
      const [entries, cats] = await Promise.all([blogs(), categories(locale)]);
      return newestFirst(activeOnly(entries).map((blog) => legacyBlogToPost(blog, locale, cats)));
    },
    // The legacy API cannot say what changed: a remote-built index is rebuilt once a minute.
    getContentVersion: async () => String(Math.floor(Date.now() / 60_000)),
    async getPost(locale, path) {
      const [blog, cats] = await Promise.all([
        read(legacyPaths.blogDetails, legacyBlogSchema.nullable(), { path }, true),
        categories(locale),
      ]);
      return blog && blog.isActive ? legacyBlogToPost(blog, locale, cats) : null;
    },
    getAllPostPaths: async () =>
      newestFirst(activeOnly(await blogs()).map((blog) => legacyBlogToSummary(blog, 'th', []))).map(
        (post) => post.path,
      ),
    // The legacy API has no update time: its creation date is the best lastmod it offers.
    async getPostUpdates() {
      const [entries, cats] = await Promise.all([blogs(), categories('th')]);
      return activeOnly(entries).map((blog) => {
        const post = legacyBlogToSummary(blog, 'th', cats);
        return { path: post.path, updatedAt: post.publishedAt, category: post.category?.slug ?? null };
      });
    },
    async getCustomers() {
      return (await list(legacyPaths.customers, legacyCustomerSchema)).map(legacyCustomerToDomain);
    },
    async getPopup(locale) {
      const payload = await read(legacyPaths.popup, legacyPopupPayloadSchema);
      const popups = payload === null ? [] : Array.isArray(payload) ? payload : [payload];
      return pickPopup(popups, (popup) => legacyPopupToDomain(popup, locale));
    },
  };
}
