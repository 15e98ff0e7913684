import 'server-only';

/**
 * The legacy read API built from the CMS: each document is mapped to the domain in every locale
 * (one query, locale 'all') and then to the legacy shape. Items are those the site shows (active;
 * promotions inside their date window), so nothing unpublished leaks through this public API.
 */
import type { Where } from 'payload';

import { locales, type Locale } from '@/i18n/locales';
import {
  mapCategory,
  mapCustomer,
  mapPackage,
  mapPopup,
  mapPost,
  mapPromotion,
  mapSiteConfig,
} from '@/lib/content/cms/map';
import { createCmsLoaders, type CmsLoaders } from '@/lib/content/cms/source';
import { activeOnly, promotionWindowOpen, sortCustomers, sortPackages } from '@/lib/content/rules';
import type { PerLocale } from '@/lib/legacy-api/locale-keys';
import type { BlogKey } from '@/lib/legacy-api/query';
import {
  toLegacyBlog,
  toLegacyCategory,
  toLegacyConfig,
  toLegacyCustomer,
  toLegacyPackage,
  toLegacyPopup,
  toLegacyPromotion,
} from '@/lib/legacy-api/to-legacy';

function perLocale<T>(map: (locale: Locale) => T): PerLocale<T> {
  return Object.fromEntries(locales.map((locale) => [locale, map(locale)])) as PerLocale<T>;
}

export function createLegacyApi(loaders: CmsLoaders = createCmsLoaders()) {
  return {
    async config() {
      const doc = await loaders.config();
      return toLegacyConfig(perLocale((locale) => mapSiteConfig(doc, locale)));
    },
    async categories() {
      return activeOnly(await loaders.categories()).map((doc) =>
        toLegacyCategory(perLocale((l) => mapCategory(doc, l))),
      );
    },
    async blogList(limit: number) {
      const docs = activeOnly(await loaders.posts({ withBody: true, limit }));
      return docs.slice(0, limit).map((doc) => toLegacyBlog(perLocale((l) => mapPost(doc, l))));
    },
    async blogDetails(key: BlogKey) {
      const where: Where = 'path' in key ? { path: { equals: key.path } } : { id: { equals: key.id } };
      const [doc] = activeOnly(await loaders.posts({ withBody: true, where, limit: 1 }));
      return doc ? toLegacyBlog(perLocale((l) => mapPost(doc, l))) : null;
    },
    async packages() {
      const mapped = activeOnly(await loaders.packages()).map((doc) => perLocale((l) => mapPackage(doc, l)));
      const byId = new Map(mapped.map((pkg) => [pkg.th.id, pkg]));
      return sortPackages(mapped.map((pkg) => pkg.th)).map((pkg) => toLegacyPackage(byId.get(pkg.id)!));
    },
    async customers() {
      return sortCustomers(await loaders.customers()).map((doc) => toLegacyCustomer(mapCustomer(doc)));
    },
    /** The popup to show (the same rule as the site), or null. */
    async popup() {
      for (const doc of activeOnly(await loaders.popups())) {
        const popups = perLocale((l) => mapPopup(doc, l));
        if (popups.th) return toLegacyPopup(popups as PerLocale<NonNullable<(typeof popups)['th']>>);
      }
      return null;
    },
    async promotions(now: Date = new Date()) {
      return activeOnly(await loaders.promotions())
        .map((doc) => perLocale((l) => mapPromotion(doc, l)))
        .filter((promotion) => promotionWindowOpen(promotion.th, now))
        .map(toLegacyPromotion);
    },
  };
}

export type LegacyApi = ReturnType<typeof createLegacyApi>;

let instance: LegacyApi | undefined;
export const legacyApi = (): LegacyApi => (instance ??= createLegacyApi());
