/**
 * Seed content that makes the site look real (run with `npm run db:seed`), in all five languages.
 * Idempotent: every document has a natural key (appPackageId, minCredits, code, Thai name, path,
 * file name); what exists is never touched, so staff edits survive and a second run creates
 * nothing. Revalidation hooks are skipped (context.disableRevalidate).
 */
import type { Payload } from 'payload';

import { mediaDir } from '@/cms/collections/Media';
import { locales } from '@/i18n/locales';

import { ensureAdmin } from './admin';
import { ensureConfig } from './config';
import { seedCategories } from './data/categories';
import { seedCustomers, seedPopup } from './data/customers';
import { seedPackages, seedPriceRanges } from './data/packages';
import { seedPosts } from './data/posts';
import { promotionDates, seedPromotions } from './data/promotions';
import { restoreImageFiles, type SeedImage } from './images';
import { byLocale, createSeeder, type PerLocaleData } from './seeder';
import { emptySummary, type SeedSummary } from './summary';

export { formatSummary, type SeedSummary } from './summary';

export type SeedOptions = { now?: Date; env?: Record<string, string | undefined> };

const DAY = 24 * 60 * 60 * 1000;

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const summary = emptySummary();
  const { ensure, image } = createSeeder(payload, summary);

  for (const { packageName, ...rest } of seedPackages) {
    await ensure('packages', { appPackageId: { equals: rest.appPackageId } }, () =>
      byLocale({ packageName }, { ...rest, isActive: true }),
    );
  }
  for (const range of seedPriceRanges) {
    await ensure('price-ranges', { minCredits: { equals: range.minCredits } }, () => ({
      th: { ...range, isActive: true },
    }));
  }

  for (const promotion of seedPromotions) {
    await ensure('promotions', { code: { equals: promotion.code } }, async () =>
      byLocale(
        { title: promotion.title, description: promotion.description },
        {
          code: promotion.code,
          isActive: true,
          image: await image(promotion.image),
          ...promotionDates(promotion, now),
        },
      ),
    );
  }

  const categoryIds = new Map<string, number | string>();
  for (const category of seedCategories) {
    const id = await ensure('categories', { name: { equals: category.name.th } }, () =>
      byLocale({ name: category.name }, { slug: category.slug, color: category.color, isActive: true }),
    );
    categoryIds.set(category.key, id);
  }
  for (const post of seedPosts) {
    await ensure('posts', { path: { equals: post.path } }, async () => {
      // The cover is localized (a translation may show its own image); the seed uses one for all.
      const cover = await image(post.cover);
      const shared = {
        path: post.path,
        type: post.type,
        category: categoryIds.get(post.category),
        isActive: true,
        publishedAt: new Date(now.getTime() - post.daysAgo * DAY).toISOString(),
      };
      const out: PerLocaleData = {};
      for (const locale of locales) out[locale] = { ...post.content[locale], cover };
      out.th = { ...out.th, ...shared };
      return out;
    });
  }

  for (const customer of seedCustomers) {
    await ensure('customers', { name: { equals: customer.name } }, async () => ({
      th: { name: customer.name, sortOrder: customer.sortOrder, logo: await image(customer.logo) },
    }));
  }
  await ensure('popups', { name: { equals: seedPopup.name } }, async () => ({
    th: {
      name: seedPopup.name,
      urlRedirect: seedPopup.urlRedirect,
      isActive: true,
      image: await image(seedPopup.image),
    },
  }));

  summary.restoredFiles = await restoreImageFiles(payload, allSeedImages(), mediaDir());
  summary.config = await ensureConfig(payload);
  summary.admin = await ensureAdmin(payload, options.env);
  return summary;
}

export function allSeedImages(): SeedImage[] {
  return [
    ...seedPromotions.map((promotion) => promotion.image),
    ...seedPosts.map((post) => post.cover),
    ...seedCustomers.map((customer) => customer.logo),
    seedPopup.image,
  ];
}
