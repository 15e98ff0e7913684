import 'server-only';

/**
 * The legacy read API built from the CMS: each document is mapped to the domain in every locale
 * (one query, locale 'all') and then to the legacy shape. Items are those the site shows (active;
 * promotions inside their date window), so nothing unpublished leaks through this public API.
 */
import type { Where } from 'payload';

import { mapCategory, mapCustomer, mapPackage, mapPopup, mapPost, mapPromotion } from '@/lib/content/cms/map';
import { mapSiteConfig } from '@/lib/content/cms/map-config';
import { createCmsLoaders, type CmsLoaders } from '@/lib/content/cms/source';
import { activeOnly, pickPopup, runningPromotions, sortCustomers, sortPackages } from '@/lib/content/rules';
import { everyLocale, perLocale } from '@/lib/legacy-api/locale-keys';
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
      return pickPopup(await loaders.popups(), (doc) => {
        const popups = perLocale((l) => mapPopup(doc, l));
        return everyLocale(popups) ? toLegacyPopup(popups) : null;
      });
    },
    async promotions(now: Date = new Date()) {
      return runningPromotions(activeOnly(await loaders.promotions()), now).map((doc) =>
        toLegacyPromotion(perLocale((l) => mapPromotion(doc, l))),
      );
    },
  };
}

export type LegacyApi = ReturnType<typeof createLegacyApi>;

let instance: LegacyApi | undefined;
export const legacyApi = (): LegacyApi => (instance ??= createLegacyApi());
