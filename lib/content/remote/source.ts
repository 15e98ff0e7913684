import 'server-only';

/**
 * The remote content source: an existing backend that speaks the legacy read API of spec §7
 * (selected when CONTENT_API_URL is set). Every response is validated with the zod schemas of
 * lib/legacy-api and mapped to the same domain objects as the CMS source. It implements every read
 * of lib/content/reads.ts but those marked `fromCms` (price ranges, the redirect table), which
 * lib/content/cached.ts takes from the CMS.
 */
import axios, { type AxiosInstance } from 'axios';
import { z } from 'zod';

import type { Locale } from '@/i18n/locales';
import { activeOnly, newestFirst, pickPopup, sortPackages } from '@/lib/content/rules';
import type { RemoteSource } from '@/lib/content/reads';
import type { Category } from '@/lib/content/types';
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

export function createRemoteSource(options: RemoteSourceOptions): RemoteSource {
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
  const packages = async (locale: Locale) =>
    sortPackages(
      activeOnly(await list(legacyPaths.packageList, legacyPackageSchema)).map((p) => legacyPackageToDomain(p, locale)),
    );
  // The legacy API lists at most 199 articles: a remote-built blog paginates those.
  async function summaries(locale: Locale) {
    const [entries, cats] = await Promise.all([blogs(), categories(locale)]);
    return newestFirst(activeOnly(entries).map((blog) => legacyBlogToSummary(blog, locale, cats)));
  }

  return {
    async siteConfig(locale) {
      const config = await read(legacyPaths.config, legacyConfigSchema);
      if (!config) throw new Error('Content API: no config');
      return legacyConfigToDomain(config, locale);
    },
    packages,
    homePackages: async (locale) => (await packages(locale)).filter((pkg) => pkg.displayHomePage),
    promotions: async (locale) =>
      activeOnly(await list(legacyPaths.promotionList, legacyPromotionSchema)).map((p) =>
        legacyPromotionToDomain(p, locale),
      ),
    categories,
    postList: summaries,
    categoryPosts: async (locale, categoryId) =>
      (await summaries(locale)).filter((post) => post.category?.id === categoryId),
    async searchPosts(locale) {
      const [entries, cats] = await Promise.all([blogs(), categories(locale)]);
      return newestFirst(activeOnly(entries).map((blog) => legacyBlogToPost(blog, locale, cats)));
    },
    async post(locale, path) {
      const [blog, cats] = await Promise.all([
        read(legacyPaths.blogDetails, legacyBlogSchema.nullable(), { path }, true),
        categories(locale),
      ]);
      return blog && blog.isActive ? legacyBlogToPost(blog, locale, cats) : null;
    },
    // The legacy API has no update time: its creation date is the best lastmod it offers.
    async postUpdates() {
      return (await summaries('th')).map((post) => ({
        path: post.path,
        updatedAt: post.publishedAt,
        category: post.category?.slug ?? null,
      }));
    },
    async customers() {
      return (await list(legacyPaths.customers, legacyCustomerSchema)).map(legacyCustomerToDomain);
    },
    async popup(locale) {
      const payload = await read(legacyPaths.popup, legacyPopupPayloadSchema);
      const popups = payload === null ? [] : Array.isArray(payload) ? payload : [payload];
      return pickPopup(popups, (popup) => legacyPopupToDomain(popup, locale));
    },
  };
}
