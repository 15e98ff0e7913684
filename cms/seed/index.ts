/**
 * Seed content that makes the site look real (run with `npm run db:seed`).
 * Idempotent: every document has a natural key (appPackageId, minCredits, code, Thai name, path,
 * file name); what exists is never touched, so staff edits survive and a second run creates
 * nothing. Revalidation hooks are skipped (context.disableRevalidate).
 */
import type { CollectionSlug, Payload, Where } from 'payload';

import { locales, type Locale } from '@/i18n/locales';
import { mediaDir } from '@/cms/collections/Media';

import { ensureAdmin, type AdminResult } from './admin';
import { seedCategories } from './data/categories';
import { seedConfig } from './data/config';
import { seedCustomers, seedPopup } from './data/customers';
import { seedPackages, seedPriceRanges } from './data/packages';
import { seedPosts } from './data/posts';
import { promotionDates, seedPromotions } from './data/promotions';
import { ensureImage, restoreImageFiles, type SeedImage } from './images';

export type SeedSummary = {
  created: Record<string, number>;
  existing: Record<string, number>;
  restoredFiles: number;
  config: 'created' | 'exists';
  admin: AdminResult;
};

export type SeedOptions = { now?: Date; env?: Record<string, string | undefined> };

const DAY = 24 * 60 * 60 * 1000;
const context = { disableRevalidate: true };
const otherLocales = locales.filter((locale) => locale !== 'th') as Exclude<Locale, 'th'>[];

type PerLocaleData = Partial<Record<Locale, Record<string, unknown>>>;

export async function seed(payload: Payload, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const dir = mediaDir();
  const summary: SeedSummary = {
    created: {},
    existing: {},
    restoredFiles: 0,
    config: 'exists',
    admin: 'not-configured',
  };
  const count = (bucket: 'created' | 'existing', slug: string) => {
    summary[bucket][slug] = (summary[bucket][slug] ?? 0) + 1;
  };

  async function image(spec: SeedImage): Promise<number | string> {
    const result = await ensureImage(payload, spec, dir);
    count(result.created ? 'created' : 'existing', 'media');
    return result.id;
  }

  /** Finds by natural key; creates (Thai first, then each translation) only when missing. */
  async function ensure(
    collection: CollectionSlug,
    where: Where,
    data: () => Promise<PerLocaleData> | PerLocaleData,
  ): Promise<number | string> {
    const { docs } = await payload.find({
      collection,
      where,
      locale: 'th',
      limit: 1,
      depth: 0,
      pagination: false,
      context,
    });
    const found = docs[0];
    if (found) {
      count('existing', collection);
      return found.id;
    }
    const byLocale = await data();
    // Seed content is live: published, as staff would publish it.
    const published = { ...byLocale.th, _status: 'published' };
    const created = await payload.create({ collection, locale: 'th', data: published, context } as Parameters<
      Payload['create']
    >[0]);
    for (const locale of otherLocales) {
      const translated = byLocale[locale];
      if (translated && Object.keys(translated).length > 0) {
        await payload.update({ collection, id: created.id, locale, data: translated, context } as Parameters<
          Payload['update']
        >[0]);
      }
    }
    count('created', collection);
    return created.id;
  }

  /** { th: {...}, en: {...} } from fields whose values are per-locale texts. */
  function split(
    fields: Record<string, Partial<Record<Locale, unknown>>>,
    shared: Record<string, unknown> = {},
  ): PerLocaleData {
    const out: PerLocaleData = { th: { ...shared } };
    for (const [name, values] of Object.entries(fields)) {
      for (const [locale, value] of Object.entries(values) as [Locale, unknown][]) {
        if (value === undefined) continue;
        out[locale] = { ...(out[locale] ?? {}), [name]: value };
      }
    }
    return out;
  }

  // Packages and price ranges
  for (const pkg of seedPackages) {
    const { packageName, ...rest } = pkg;
    await ensure('packages', { appPackageId: { equals: pkg.appPackageId } }, () =>
      split({ packageName }, { ...rest, isActive: true }),
    );
  }
  for (const range of seedPriceRanges) {
    await ensure('price-ranges', { minCredits: { equals: range.minCredits } }, () => ({
      th: { ...range, isActive: true },
    }));
  }

  // Promotions
  for (const promotion of seedPromotions) {
    await ensure('promotions', { code: { equals: promotion.code } }, async () =>
      split(
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

  // Blog
  const categoryIds = new Map<string, number | string>();
  for (const category of seedCategories) {
    const id = await ensure('categories', { name: { equals: category.name.th } }, () =>
      split({ name: category.name }, { color: category.color, isActive: true }),
    );
    categoryIds.set(category.key, id);
  }
  for (const post of seedPosts) {
    await ensure('posts', { path: { equals: post.path } }, async () => {
      const out: PerLocaleData = {
        th: {
          ...post.content.th,
          path: post.path,
          type: post.type,
          category: categoryIds.get(post.category),
          cover: await image(post.cover),
          isActive: true,
          publishedAt: new Date(now.getTime() - post.daysAgo * DAY).toISOString(),
        },
      };
      for (const locale of otherLocales) if (post.content[locale]) out[locale] = { ...post.content[locale] };
      return out;
    });
  }

  // Customers and popup
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

  summary.restoredFiles = await restoreImageFiles(payload, allSeedImages(), dir);
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

/** The config global is written only when it was never saved. */
async function ensureConfig(payload: Payload): Promise<'created' | 'exists'> {
  const current = (await payload.findGlobal({ slug: 'config', depth: 0, context })) as { updatedAt?: string | null };
  if (current.updatedAt) return 'exists';
  const { companyName, address, contact, bankAccounts, ...shared } = seedConfig;
  await payload.updateGlobal({
    slug: 'config',
    locale: 'th',
    data: {
      ...shared,
      _status: 'published',
      companyName: companyName.th,
      address: address.th,
      contact: contact.map((entry) => ({ ...entry, label: entry.label.th, isActive: true })),
      bankAccounts: bankAccounts.map((account) => ({
        ...account,
        bank: account.bank.th,
        accountName: account.accountName.th,
        branch: account.branch.th,
      })),
      lineContact: { ...shared.lineContact },
    },
    context,
  });
  // English: the array rows keep their ids, so read them back and send the same rows in English.
  const saved = (await payload.findGlobal({ slug: 'config', locale: 'th', depth: 0, context })) as {
    contact?: { id?: string | null }[] | null;
    bankAccounts?: { id?: string | null }[] | null;
  };
  await payload.updateGlobal({
    slug: 'config',
    locale: 'en',
    data: {
      companyName: companyName.en,
      address: address.en,
      contact: contact.map((entry, index) => ({
        ...entry,
        id: saved.contact?.[index]?.id,
        label: entry.label.en,
        isActive: true,
      })),
      bankAccounts: bankAccounts.map((account, index) => ({
        ...account,
        id: saved.bankAccounts?.[index]?.id,
        bank: account.bank.en,
        accountName: account.accountName.en,
        branch: account.branch.en,
      })),
    },
    context,
  });
  return 'created';
}

export function formatSummary(summary: SeedSummary): string {
  const slugs = [...new Set([...Object.keys(summary.created), ...Object.keys(summary.existing)])].sort();
  const lines = slugs.map(
    (slug) =>
      `  ${slug.padEnd(20)} created ${String(summary.created[slug] ?? 0).padStart(3)}   existing ${String(summary.existing[slug] ?? 0).padStart(3)}`,
  );
  const total = Object.values(summary.created).reduce((a, b) => a + b, 0);
  return [
    `Seed: ${total} document(s) created${total === 0 ? ' (nothing to do)' : ''}.`,
    ...lines,
    `  config global        ${summary.config}`,
    `  media files restored ${summary.restoredFiles}`,
    `  first admin          ${summary.admin}`,
  ].join('\n');
}
