import type { CollectionSlug, Payload, Where } from 'payload';

import { locales, type Locale } from '@/i18n/locales';
import { mediaDir } from '@/cms/collections/Media';

import { ensureImage, type SeedImage } from './images';
import type { SeedSummary } from './summary';

/** Per-locale field values of one document: Thai creates it, the others are saved as translations. */
export type PerLocaleData = Partial<Record<Locale, Record<string, unknown>>>;

export const seedContext = { disableRevalidate: true };

/**
 * { th: {...shared, a: th}, en: {a: en}, … } from fields whose values are texts per locale; the
 * shared (unlocalized) values go with the Thai document that creates the row.
 */
export function byLocale(
  fields: Record<string, Partial<Record<Locale, unknown>>>,
  shared: Record<string, unknown> = {},
): PerLocaleData {
  const out: PerLocaleData = { th: { ...shared } };
  for (const [name, values] of Object.entries(fields)) {
    for (const locale of locales) {
      const value = values[locale];
      if (value !== undefined) out[locale] = { ...out[locale], [name]: value };
    }
  }
  return out;
}

/** The two idempotent writes of the seed, counting what they create and find in `summary`. */
export function createSeeder(payload: Payload, summary: SeedSummary) {
  const dir = mediaDir();
  const count = (bucket: 'created' | 'existing', slug: string) => {
    summary[bucket][slug] = (summary[bucket][slug] ?? 0) + 1;
  };

  /** The media document of a seed image (uploaded when missing). */
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
      context: seedContext,
    });
    const found = docs[0];
    if (found) {
      count('existing', collection);
      return found.id;
    }
    const perLocale = await data();
    const created = await payload.create({
      collection,
      locale: 'th',
      // Seed content is live: published, as staff would publish it.
      data: { ...perLocale.th, _status: 'published' },
      context: seedContext,
    } as Parameters<Payload['create']>[0]);
    for (const locale of locales) {
      const translated = perLocale[locale];
      if (locale === 'th' || !translated || Object.keys(translated).length === 0) continue;
      await payload.update({ collection, id: created.id, locale, data: translated, context: seedContext } as Parameters<
        Payload['update']
      >[0]);
    }
    count('created', collection);
    return created.id;
  }

  return { image, ensure };
}
